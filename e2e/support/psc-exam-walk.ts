import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';

/** The mock test's strings a walk through it presses and reads. */
export interface ExamWalkStrings {
  hub: { take: string; browse: string };
  description: { continue: string };
  start: { test: string; begin: string };
  part: { startRecording: string; finishReading: string; finishSpeaking: string };
}

/** An interface string as a pattern: the given placeholders filled, the others any text. */
export function templatePattern(template: string, values: Record<string, string | number> = {}): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '.+?')));
}

/** Records a reading part for `seconds` of the fake microphone, then ends it. */
export async function readPart(page: Page, text: ExamWalkStrings, seconds: number): Promise<void> {
  await page.getByRole('button', { name: text.part.startRecording }).click();
  await page.getByRole('button', { name: text.part.finishReading }).waitFor();
  await page.waitForTimeout(seconds * 1000);
  await page.getByRole('button', { name: text.part.finishReading }).click();
}

/**
 * From the mock test's hub through the first paper's start and its three reading parts (4, 4 and 8 s of
 * the fake microphone each) to part 4, its first topic chosen and its recording started.
 */
export async function throughReadingPartsToTopic(page: Page, text: ExamWalkStrings): Promise<void> {
  await page.goto('/dist/web/adult/pscExam/PscExamParent');
  await page.getByRole('link', { name: text.hub.browse }).first().click();
  // The paper's page (its passage cut into words by the server) before its one start link.
  await page.getByTestId('exam-passage').waitFor();
  await page.getByRole('link', { name: text.hub.take }).click();
  await page.getByRole('link', { name: text.description.continue }).click();
  await page.getByRole('button', { name: text.start.test }).click();
  await page.getByTestId('exam-mic-result').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: text.start.begin }).click();
  await page.waitForURL(/\/Psc1\?attemptId=/);
  await readPart(page, text, 4);
  await page.waitForURL(/\/Psc2\?attemptId=/, { timeout: 60_000 });
  await readPart(page, text, 4);
  await page.waitForURL(/\/Psc3\?attemptId=/, { timeout: 60_000 });
  await page.getByTestId('exam-passage').waitFor();
  await readPart(page, text, 8);
  await page.waitForURL(/\/Psc4\?attemptId=/, { timeout: 60_000 });
  const topic = page.getByRole('radio').first();
  await topic.click();
  await expect.poll(() => topic.isChecked()).toBe(true);
  await page.getByRole('button', { name: text.part.startRecording }).click();
  await page.getByRole('button', { name: text.part.finishSpeaking }).waitFor();
}

/** Part 4's deductions and notes as the report words them. */
export async function topicLines(page: Page): Promise<string> {
  return page.getByTestId(`exam-part-score-${PscPart.Topic}`).locator('xpath=..').innerText();
}
