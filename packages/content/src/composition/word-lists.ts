/**
 * The closed word classes the composition features count (decision 052), matched against the
 * segmenter's words as whole words (the first sentence's opening also as the start of its text).
 */

/**
 * Connectives that tie a clause to what came before or comes next: the markers a reader follows.
 * Several-character ones only, except the few one-character adverbs that link clauses (却, 而, 便):
 * 就, 也 and 还 link too but are so common in any sentence that they would measure nothing.
 */
export const CONNECTIVES: readonly string[] = [
  '因为',
  '所以',
  '因此',
  '因而',
  '由于',
  '但是',
  '可是',
  '不过',
  '然而',
  '而且',
  '并且',
  '另外',
  '此外',
  '同时',
  '虽然',
  '尽管',
  '如果',
  '要是',
  '假如',
  '即使',
  '只要',
  '只有',
  '除非',
  '无论',
  '不管',
  '不但',
  '不仅',
  '于是',
  '然后',
  '接着',
  '后来',
  '最后',
  '首先',
  '其次',
  '总之',
  '总而言之',
  '总的来说',
  '比如',
  '例如',
  '一方面',
  '另一方面',
  '一边',
  '以后',
  '之后',
  '以前',
  '从此',
  '终于',
  '结果',
  '甚至',
  '否则',
  '不然',
  '还是',
  '或者',
  '既然',
  '为了',
  '其实',
  '当然',
  '却',
  '而',
  '便',
];

/** Words that point back to something already said: personal pronouns and demonstratives. */
export const REFERENCE_WORDS: readonly string[] = [
  '他',
  '她',
  '它',
  '他们',
  '她们',
  '它们',
  '这',
  '那',
  '这个',
  '那个',
  '这些',
  '那些',
  '这样',
  '那样',
  '这里',
  '那里',
  '这儿',
  '那儿',
  '这时',
  '那时',
  '这种',
  '那种',
  '此',
  '其',
];

/**
 * Sequence markers with the place they take in an account, 1 (first) to 4 (last): two markers met
 * in the other order (最后 before 首先) are out of order.
 */
export const SEQUENCE_RANK: ReadonlyMap<string, number> = new Map([
  ['首先', 1],
  ['第一', 1],
  ['一开始', 1],
  ['起初', 1],
  ['刚开始', 1],
  ['其次', 2],
  ['第二', 2],
  ['接着', 2],
  ['第三', 3],
  ['再次', 3],
  ['最后', 4],
  ['最终', 4],
  ['总之', 4],
  ['总而言之', 4],
  ['总的来说', 4],
]);

/**
 * Words that refer back or follow on: a text's first sentence that starts with one has nothing to
 * follow (但是…, 所以…, 他… as the first words of a composition).
 */
export const FOLLOWING_OPENERS: readonly string[] = [
  '但是',
  '可是',
  '不过',
  '然而',
  '所以',
  '因此',
  '于是',
  '然后',
  '接着',
  '后来',
  '而且',
  '另外',
  '此外',
  '同时',
  '其次',
  '最后',
  '总之',
  '总而言之',
  '总的来说',
  '从此',
  '却',
  '他',
  '她',
  '它',
  '他们',
  '她们',
  '它们',
  '这时',
  '那时',
];

/**
 * Characters that stand as words of their own (particles, pronouns, measure words, common verbs and
 * adverbs), beside the one-character words of the HSK lists: a one-character piece of the cut that is
 * neither is a sign of a character that fits no word around it.
 */
export const STANDALONE_CHARACTERS =
  '的了着过地得吗呢吧啊呀哪么和与及或跟同对向往从在于把被让叫给为以比离由自到上下里外中前后内间旁边个只条张本件位次种些点块片双对套群家句篇首台辆匹头顶座所间层节堂门样' +
  '我你他她它您咱谁啥这那哪其每各某几多少很太最更都也还又再就才却便而且即' +
  '是有没无不别要会能可该想敢肯爱看听说读写走跑坐站住吃喝穿买卖用做干去来回进出起开关拿放送找等叫问答学教' +
  '大小多少长短高低新旧好坏快慢早晚冷热红白黑多真一二三四五六七八九十百千万亿两半第';

/**
 * The words of a task's prompt that ask for the composition rather than say what it is about
 * (请以…为题写一篇短文，说说…): left out when the prompt's topic words are gathered.
 */
export const INSTRUCTION_WORDS: readonly string[] = [
  '请',
  '以',
  '为题',
  '题目',
  '写',
  '写一写',
  '一篇',
  '短文',
  '文章',
  '作文',
  '说说',
  '说一说',
  '谈谈',
  '谈一谈',
  '介绍',
  '要求',
  '写清楚',
  '并',
  '以及',
  '或者',
  '什么',
  '怎么样',
  '怎样',
  '哪些',
  '哪里',
  '为什么',
  '多少',
  '有没有',
  '你',
  '你的',
  '你们',
  '字',
  '左右',
  '至少',
];
