/** A beginner's passage a test publishes from the workspace (with its reading of 长 in 长出 wrong, zhǎng being right). */
export const TREE_TEXT =
  '春天到了，院子里的小树长出了嫩绿的新叶子。每天放学回家，我都要先跑过去看一看它。\n' +
  '这棵小树是去年秋天爷爷和我一起种下的。那时候它还没有我高，细细的树干一阵风就能吹弯。爷爷说：“别着急，树和人一样，要慢慢长大。”\n' +
  '整个冬天，我给它浇水，帮它裹上旧棉衣。现在，它已经比我高出一个头了。我站在树下，心里美滋滋的。';

export const TREE_PASSAGE = {
  passageId: 'P201',
  title: '院子里的小树',
  titleEn: 'The Little Tree in the Yard',
  level: 'beginner',
  genre: 'narrative',
  summaryEn:
    'A child watches the little tree planted with Grandpa last autumn grow taller than herself over one winter of care.',
  text: TREE_TEXT,
  // 长 in 长出 is zhǎng; chang3 is no reading of 长 at all.
  readings: ['长出 chang3 chu1', '种下 zhong4 xia4'],
};

/** The passage's right readings: it passes the checks and can be published. */
export const TREE_READINGS = ['长出 zhang3 chu1', '种下 zhong4 xia4'];
