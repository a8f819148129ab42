/** One sample of a drag as the captcha contract takes it: the piece's left edge (image px), ms since the press. */
export type TrackPoint = [number, number];

/** The contract accepts at most 2000 samples. */
const MAX_POINTS = 2000;

/**
 * The path of the slider piece from press to release, sampled on every pointer move (or key press),
 * in the puzzle image's pixels whatever size the puzzle is drawn at.
 */
export class DragTrack {
  private points: TrackPoint[] = [];
  private startedAt = 0;

  constructor(
    private readonly maxX: number,
    private readonly maxPoints = MAX_POINTS,
  ) {}

  get started(): boolean {
    return this.points.length > 0;
  }

  /** Whether the piece left where it was pressed. */
  get moved(): boolean {
    const first = this.points[0];
    return !!first && this.points.some(([x]) => x !== first[0]);
  }

  clamp(x: number): number {
    return Math.min(this.maxX, Math.max(0, x));
  }

  start(x: number, at: number): number {
    this.startedAt = at;
    const position = this.clamp(x);
    this.points = [[Math.round(position), 0]];
    return position;
  }

  /** Records a sample and returns the position, kept on the track. */
  move(x: number, at: number): number {
    const position = this.clamp(x);
    if (this.points.length < this.maxPoints - 1) this.points.push([Math.round(position), this.elapsed(at)]);
    return position;
  }

  /** The drop: the final position and the whole path ending there. */
  finish(x: number, at: number): { x: number; track: TrackPoint[] } {
    const position = Math.round(this.clamp(x));
    const track = this.points.slice(0, this.maxPoints - 1);
    track.push([position, this.elapsed(at)]);
    return { x: position, track };
  }

  private elapsed(at: number): number {
    const last = this.points[this.points.length - 1]?.[1] ?? 0;
    return Math.max(last, Math.round(at - this.startedAt));
  }
}

/** A pointer's horizontal movement on screen, in the puzzle image's pixels. */
export function toImagePixels(screenDx: number, drawnWidth: number, imageWidth: number): number {
  return drawnWidth > 0 ? (screenDx * imageWidth) / drawnWidth : 0;
}

/**
 * How far one arrow-key press moves the piece: 2 px, 10 px with Shift, and faster the longer the key is
 * held, so a held key eases off and on like a hand does.
 */
export function keyboardStep(repeats: number, shift: boolean): number {
  if (shift) return 10;
  return 2 + Math.min(6, Math.floor(repeats / 3));
}
