import { describe, expect, it } from 'vitest';
import { DragTrack, keyboardStep, toImagePixels } from './drag-track.ts';

describe('slider drag track', () => {
  it('records the piece position against the time since the press', () => {
    const track = new DragTrack(264);
    expect(track.started).toBe(false);
    track.start(0, 1000);
    track.move(10.4, 1016.2);
    track.move(35.6, 1040);
    track.move(80, 1100);
    expect(track.moved).toBe(true);
    expect(track.finish(120.2, 1180)).toEqual({
      x: 120,
      track: [
        [0, 0],
        [10, 16],
        [36, 40],
        [80, 100],
        [120, 180],
      ],
    });
  });

  it('keeps the piece on the track and time moving forwards', () => {
    const track = new DragTrack(100);
    track.start(-20, 50);
    expect(track.move(-5, 60)).toBe(0);
    expect(track.move(250, 70)).toBe(100);
    expect(track.move(90, 65)).toBe(90);
    expect(track.finish(400, 80)).toEqual({
      x: 100,
      track: [
        [0, 0],
        [0, 10],
        [100, 20],
        [90, 20],
        [100, 30],
      ],
    });
  });

  it('notices a press without movement', () => {
    const track = new DragTrack(100);
    track.start(0, 0);
    track.move(0, 30);
    expect(track.moved).toBe(false);
  });

  it('stays within the contract’s 2000 samples, always ending at the drop', () => {
    const track = new DragTrack(1000, 2000);
    track.start(0, 0);
    for (let index = 1; index < 5000; index += 1) track.move(index / 10, index);
    const { x, track: points } = track.finish(321, 6000);
    expect(points).toHaveLength(2000);
    expect(points[points.length - 1]).toEqual([321, 6000]);
    expect(x).toBe(321);
  });

  it('converts screen pixels to image pixels when the puzzle is drawn smaller or larger', () => {
    expect(toImagePixels(140, 280, 320)).toBe(160);
    expect(toImagePixels(10, 320, 320)).toBe(10);
    expect(toImagePixels(10, 0, 320)).toBe(0);
  });

  it('moves further per key press the longer an arrow key is held, and 10 px with Shift', () => {
    expect(keyboardStep(0, false)).toBe(2);
    expect(keyboardStep(6, false)).toBe(4);
    expect(keyboardStep(100, false)).toBe(8);
    expect(keyboardStep(0, true)).toBe(10);
  });
});
