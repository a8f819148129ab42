import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CHARACTER_BOX, toWriterPoint } from './stroke-geometry.ts';
import { StrokeData } from './stroke-data.ts';

describe('toWriterPoint', () => {
  it("maps the data box onto the writer's square like hanzi-writer's positioner (y flipped, padded)", () => {
    // The box's corners: top-left (0, 900) and bottom-right (1024, -124).
    expect(toWriterPoint([0, CHARACTER_BOX.top], 300, 20)).toEqual({ x: 20, y: 20 });
    expect(toWriterPoint([1024, CHARACTER_BOX.bottom], 300, 20)).toEqual({ x: 280, y: 280 });
    expect(toWriterPoint([512, 388], 300, 20)).toEqual({ x: 150, y: 150 });
  });

  it('puts the medians of 永 inside the square', () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('hanzi-writer-data/永.json');
    const data = StrokeData.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(path.basename(file)).toBe('永.json');
    expect(data.medians).toHaveLength(5);
    for (const median of data.medians) {
      for (const point of median) {
        const { x, y } = toWriterPoint(point, 320, 16);
        expect(x).toBeGreaterThanOrEqual(16);
        expect(x).toBeLessThanOrEqual(304);
        expect(y).toBeGreaterThanOrEqual(16);
        expect(y).toBeLessThanOrEqual(304);
      }
    }
  });
});
