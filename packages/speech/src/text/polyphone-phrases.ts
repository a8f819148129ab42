/**
 * Phrases whose marked characters pinyin-pro or the polyphone model misreads, with the reading of 《现代汉语词典》: each
 * character followed by {reading} takes that reading (numbered, ü written ü). Applied by
 * polyphone-readings.ts only where a phrase starts and ends on a word boundary.
 */
export const POLYPHONE_PHRASES: readonly string[] = [
  // 行 háng
  '排行{hang2}',
  '排行{hang2}榜',
  // 还 huán
  '还{huan2}书',
  '还{huan2}钱',
  '还{huan2}债',
  '还{huan2}清',
  '还{huan2}款',
  '还{huan2}贷款',
  // 教 jiāo
  '教{jiao1}书',
  '教{jiao1}汉语',
  '教{jiao1}中文',
  '教{jiao1}英语',
  '教{jiao1}数学',
  '教{jiao1}语文',
  // 鲜 xiǎn
  '朝鲜{xian3}',
  '朝鲜{xian3}族',
  // 数 shǔ, shuò
  '数{shu3}钱',
  '数{shu3}一数{shu3}',
  '数{shu3}不清',
  '数{shuo4}见不鲜',
  // 发 fà
  '理发{fa4}',
  '理发{fa4}店',
  '理发{fa4}师',
  '发{fa4}型',
  '白发{fa4}',
  // 空 kòng
  '有空{kong4}',
  '没空{kong4}',
  '抽空{kong4}',
  '空{kong4}地',
  // 几 jī, 应 yīng (the passages' 几乎是 and 应读: the model, given a surname or far characters, read jǐ, yìng)
  '几{ji1}乎',
  '几{ji1}乎是',
  '应{ying1}读',
  // 色 shǎi
  '色{shai3}子',
  // 系 jì
  '系{ji4}鞋带',
  '系{ji4}领带',
  '系{ji4}安全带',
  '系{ji4}好',
  '系{ji4}上',
  '系{ji4}紧',
  // 宿 xiǔ
  '一宿{xiu3}',
  '两宿{xiu3}',
  '半宿{xiu3}',
  // 倒 dào
  '倒{dao4}水',
  '倒{dao4}茶',
  '倒{dao4}酒',
  '倒{dao4}车',
  '倒{dao4}垃圾',
  '倒{dao4}杯',
  '倒{dao4}一杯',
  // 当 dàng
  '当{dang4}天',
  '当{dang4}晚',
  // 屏 bǐng
  '屏{bing3}住',
  '屏{bing3}息',
  // 折 shé
  '折{she2}本',
  // 泊 pō
  '湖泊{po1}',
  '血泊{po1}',
  // 盛 chéng
  '盛{cheng2}饭',
  '盛{cheng2}汤',
  // 缝 féng
  '缝{feng2}衣服',
  '缝{feng2}补',
  '缝{feng2}扣子',
  // 脏 zàng
  '心脏{zang4}',
  '内脏{zang4}',
  '肝脏{zang4}',
  '肾脏{zang4}',
  '脾脏{zang4}',
  '脏{zang4}器',
  '五脏{zang4}',
  // 舍 shě
  '舍{she3}不得',
  '舍{she3}得',
  '舍{she3}弃',
  '取舍{she3}',
  '施舍{she3}',
  // 载 zǎi
  '下载{zai3}',
  '转载{zai3}',
  '登载{zai3}',
  '刊载{zai3}',
  // 切 qiē
  '切{qie1}菜',
  '切{qie1}开',
  '切{qie1}成',
  '切{qie1}肉',
  '切{qie1}水果',
  // 勒 lēi
  '勒{lei1}紧',
  '勒{lei1}住',
  // 吐 tù
  '呕吐{tu4}',
  // 呢 ní
  '呢{ni2}子',
  '呢{ni2}绒',
  '毛呢{ni2}',
  // 和 huó
  '和{huo2}面',
  '和{huo2}泥',
  // 咽 yè
  '呜咽{ye4}',
  '哽咽{ye4}',
  // 帖 tiě
  '请帖{tie3}',
  '帖{tie3}子',
  // 扎 zā
  '扎{za1}辫子',
  // 炸 zhá
  '炸{zha2}鸡',
  '炸{zha2}鱼',
  '炸{zha2}薯条',
  '炸{zha2}酱面',
  '油炸{zha2}',
  // 禅 shàn
  '禅{shan4}让',
  // 粘 zhān
  '粘{zhan1}贴',
  '粘{zhan1}住',
  '粘{zhan1}在',
  // 胖 pán
  '心广体胖{pan2}',
  // 脯 fǔ
  '果脯{fu3}',
  '肉脯{fu3}',
  // 豁 huò
  '豁{huo4}达',
  '豁{huo4}然',
  // 踏 tā
  '踏{ta1}实',
  // 逮 dài
  '逮{dai4}捕',
  // 钉 dìng
  '钉{ding4}扣子',
  // 阿 ē
  '阿{e1}谀',
  // 落 là (left behind)
  '落{la4}在家',
  '落{la4}在家里',
  // 相 xiàng (a photograph)
  '照张相{xiang4}',
  '照个相{xiang4}',
  '照一张相{xiang4}',
  // 场 cháng (a spell of weather, an illness)
  '场{chang2}雨',
  '场{chang2}大雨',
  '场{chang2}雪',
  '场{chang2}大雪',
  '场{chang2}病',
  '场{chang2}大病',
  '一场{chang2}雨',
  '一场{chang2}大雨',
  '一场{chang2}雪',
  '一场{chang2}大雪',
  '一场{chang2}病',
  '一场{chang2}大病',
  // 背 bēi (carry on the back)
  '背{bei1}孩子',
  '背{bei1}书包',
  '背{bei1}着孩子',
  '背{bei1}着书包',
  '背{bei1}着包',
  // Everyday words the CPP-trained model (polyphone-model.ts) reads with the encyclopaedic reading
  // its training sentences favour; hand corrections come first.
  '一行{hang2}字',
  '这一行{hang2}',
  '行{hang2}行{hang2}出状元',
  '差{chai1}事',
  '关卡{qia3}',
  '剥{bao1}花生',
  '剥{bao1}皮',
  '塞{sai1}车',
  '字帖{tie4}',
  '翘{qiao2}首',
  '逮{dai3}住',
  '量{liang2}一量{liang2}',
  '藏{cang2}在',
  '散{san3}光',
  '卷{juan3}起来',
  '卷{juan3}起',
  '咽{yan4}下去',
  // Words pinyin-pro's complete dictionary (a hint source of the model) reads against 《现代汉语词典》.
  '挑{tiao1}刺',
  '挑{tiao1}刺儿',
];
