import { describe, expect, it } from 'vitest';
import { ROUTES, routeByName } from '../../shared/routes/route-table.ts';
import { counterpart } from '../../shared/navigation/navigation.ts';
import { LEARN_TOOLS } from './learn-tools.ts';

describe('the learning-tools hub', () => {
  it('leads to every tool of issue 8 in both families, by the route table', () => {
    expect(LEARN_TOOLS.map((tool) => tool.screen)).toEqual([
      'translation',
      'bookmarks',
      'searchResult',
      'wordcardTool',
      'convertTool',
      'copyBookTool',
    ]);
    for (const tool of LEARN_TOOLS) {
      const web = routeByName(tool.route);
      if (!web) throw new Error(`no route ${tool.route}`);
      expect(web).toMatchObject({ family: 'web', screen: tool.screen });
      const client = counterpart(web, 'client');
      expect(client.family, tool.route).toBe('client');
      expect(client.screen).toBe(tool.screen);
    }
  });

  it('is the learnTool screen of the web and the tool screen of the client', () => {
    const hubs = ROUTES.filter((route) => route.screen === 'learnTool').map((route) => route.path);
    expect(hubs.sort()).toEqual(['/client/portal/tool', '/web/portal/learnTool']);
  });
});
