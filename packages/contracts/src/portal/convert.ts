import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/**
 * The simplified/traditional converter (convertTool, issue 8). Public: visitors convert too.
 *
 * - `s`  simplified Chinese (mainland); Taiwan and Hong Kong vocabulary is brought back
 *        (軟體 → 软件, 資訊 → 信息, 硬碟 → 硬盘);
 * - `t`  traditional characters of the OpenCC standard (character forms only, no vocabulary change);
 * - `tw` Taiwan standard forms with Taiwan vocabulary (软件 → 軟體, 鼠标 → 滑鼠, 出租车 → 計程車);
 * - `hk` Hong Kong standard forms with Hong Kong vocabulary (硬盘 → 硬碟, 搜索 → 搜尋).
 */
export const ConvertTarget = { Simplified: 's', Traditional: 't', Taiwan: 'tw', HongKong: 'hk' } as const;
export type ConvertTarget = (typeof ConvertTarget)[keyof typeof ConvertTarget];
export const CONVERT_TARGETS = Object.values(ConvertTarget);

/** Characters (Unicode code points) converted in one call. */
export const ConvertLimits = { maxTextLength: 20_000 } as const;

/** Code points, as a learner counts characters (an astral character is one, not two UTF-16 units). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * One piece of the result in reading order: text left as it was (a string), or a change as
 * [source, converted]. A change is as long as the converter's own unit: one character (们 → 們) or a
 * whole phrase (软件 → 軟體, 出租车 → 計程車). Joining the second halves gives `text`, the first
 * halves the source.
 */
export const ConvertPiece = z.union([z.string(), z.tuple([z.string(), z.string()])]);
export type ConvertPiece = z.infer<typeof ConvertPiece>;

export const ConvertChinese = defineContract({
  path: '/portal/chinese/convert',
  access: 'public',
  payload: {
    text: z
      .string()
      // A cheap guard first (no astral text is longer than two units per character), then code points.
      .max(ConvertLimits.maxTextLength * 2, 'ConvertTextTooLong')
      .refine((text) => text.trim() !== '', 'ConvertTextRequired')
      .refine((text) => characterCount(text) <= ConvertLimits.maxTextLength, 'ConvertTextTooLong'),
    to: z.enum(ConvertTarget),
  },
  response: z.object({
    text: z.string(),
    to: z.enum(ConvertTarget),
    pieces: z.array(ConvertPiece),
    /** How many pieces changed. */
    changes: z.number().int().min(0),
  }),
});
export type ConvertResult = z.infer<typeof ConvertChinese.response>;
