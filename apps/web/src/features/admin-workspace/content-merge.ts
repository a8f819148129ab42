/**
 * The three-way merge the editor offers when another administrator saved the entry first
 * (ContentChanged): per field, the revision the editor was opened on (base), what this editor typed
 * (mine) and the revision saved since (theirs). A field changed on one side only takes that side; a text
 * changed on both sides in different lines takes both changes (a line-wise diff3); changes to the same
 * lines are a conflict the administrator settles by choosing one side for that field.
 */

export type MergeOutcome = 'same' | 'mine' | 'theirs' | 'combined' | 'conflict';

export interface FieldMerge {
  name: string;
  outcome: MergeOutcome;
  mine: string;
  theirs: string;
  /** The merged text; for a conflict, mine until a side is chosen. */
  merged: string;
}

export type TextMerge = { conflict: false; merged: string } | { conflict: true };

/** For each line of `from`, the index of the line it is matched with in `to` by a longest common subsequence, or -1. */
function matchLines(from: readonly string[], to: readonly string[]): number[] {
  const rows = from.length + 1;
  const columns = to.length + 1;
  // lengths[i * columns + j]: the LCS length of from[i..] and to[j..].
  const lengths = new Uint32Array(rows * columns);
  for (let i = from.length - 1; i >= 0; i -= 1) {
    for (let j = to.length - 1; j >= 0; j -= 1) {
      lengths[i * columns + j] =
        from[i] === to[j]
          ? (lengths[(i + 1) * columns + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * columns + j] ?? 0, lengths[i * columns + j + 1] ?? 0);
    }
  }
  const matched = new Array<number>(from.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < from.length && j < to.length) {
    if (from[i] === to[j]) {
      matched[i] = j;
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * columns + j] ?? 0) >= (lengths[i * columns + j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return matched;
}

function sameLines(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((line, index) => line === right[index]);
}

/** A line-wise three-way merge of one text: the merged text, or a conflict. */
export function mergeText(base: string, mine: string, theirs: string): TextMerge {
  if (mine === theirs || theirs === base) return { conflict: false, merged: mine };
  if (mine === base) return { conflict: false, merged: theirs };
  const baseLines = base.split('\n');
  const mineLines = mine.split('\n');
  const theirLines = theirs.split('\n');
  const toMine = matchLines(baseLines, mineLines);
  const toTheirs = matchLines(baseLines, theirLines);
  const merged: string[] = [];
  let b = 0;
  let m = 0;
  let t = 0;
  while (b < baseLines.length || m < mineLines.length || t < theirLines.length) {
    if (b < baseLines.length && toMine[b] === m && toTheirs[b] === t) {
      // A line both sides kept where it was.
      merged.push(baseLines[b] as string);
      b += 1;
      m += 1;
      t += 1;
      continue;
    }
    // The chunk up to the next line both sides kept (or to the end).
    let next = b;
    while (next < baseLines.length && ((toMine[next] ?? -1) < 0 || (toTheirs[next] ?? -1) < 0)) next += 1;
    const mineEnd = next < baseLines.length ? (toMine[next] as number) : mineLines.length;
    const theirEnd = next < baseLines.length ? (toTheirs[next] as number) : theirLines.length;
    const baseChunk = baseLines.slice(b, next);
    const mineChunk = mineLines.slice(m, mineEnd);
    const theirChunk = theirLines.slice(t, theirEnd);
    if (sameLines(mineChunk, baseChunk)) merged.push(...theirChunk);
    else if (sameLines(theirChunk, baseChunk) || sameLines(mineChunk, theirChunk)) merged.push(...mineChunk);
    else return { conflict: true };
    b = next;
    m = mineEnd;
    t = theirEnd;
  }
  return { conflict: false, merged: merged.join('\n') };
}

/** Every field's merge, in the order of `names`. */
export function mergeFields(
  names: readonly string[],
  base: Readonly<Record<string, string>>,
  mine: Readonly<Record<string, string>>,
  theirs: Readonly<Record<string, string>>,
): FieldMerge[] {
  return names.map((name) => {
    const was = base[name] ?? '';
    const ours = mine[name] ?? '';
    const other = theirs[name] ?? '';
    const outcome: MergeOutcome =
      ours === other ? 'same' : other === was ? 'mine' : ours === was ? 'theirs' : 'combined';
    if (outcome !== 'combined')
      return { name, outcome, mine: ours, theirs: other, merged: outcome === 'theirs' ? other : ours };
    const text = mergeText(was, ours, other);
    return text.conflict
      ? { name, outcome: 'conflict', mine: ours, theirs: other, merged: ours }
      : { name, outcome, mine: ours, theirs: other, merged: text.merged };
  });
}

/** The values the merge gives, each conflict settled by the side chosen for it (null while any is open). */
export function mergedValues(
  fields: readonly FieldMerge[],
  choices: Readonly<Record<string, 'mine' | 'theirs'>>,
): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.outcome !== 'conflict') values[field.name] = field.merged;
    else {
      const choice = choices[field.name];
      if (!choice) return null;
      values[field.name] = choice === 'mine' ? field.mine : field.theirs;
    }
  }
  return values;
}
