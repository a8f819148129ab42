/**
 * The tools the learning-tools hub (learnTool, client: tool) leads to, in the order it shows them:
 * each by its web route name (navigation picks the family of the current address) and its screen,
 * which keys its name on the hub (learnTools.names.<screen>: the search screen is named as the
 * dictionary it is) and description (learnTools.tools.<screen>). Pure data.
 */
export type ToolScreen = 'translation' | 'bookmarks' | 'searchResult' | 'wordcardTool' | 'convertTool' | 'copyBookTool';

export interface LearnTool {
  screen: ToolScreen;
  route: string;
}

export const LEARN_TOOLS: readonly LearnTool[] = [
  { screen: 'translation', route: 'webTranslation' },
  { screen: 'bookmarks', route: 'webBookmarks' },
  { screen: 'searchResult', route: 'webSearchResult' },
  { screen: 'wordcardTool', route: 'webWordcardTool' },
  { screen: 'convertTool', route: 'webConvertTool' },
  { screen: 'copyBookTool', route: 'webCopyBookTool' },
];
