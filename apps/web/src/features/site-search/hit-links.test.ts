import { describe, expect, it } from 'vitest';
import { routeByName, type RouteEntry } from '../../shared/routes/route-table.ts';
import { hitLink } from './hit-links.ts';

function route(name: string): RouteEntry {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
}

const web = route('webSearchResult');
const client = route('clientSearchResult');

describe('where a search hit leads', () => {
  it('opens a word on the character cards of the same family, the word as ?q=', () => {
    expect(hitLink({ kind: 'word', ref: '8123', title: '你好' }, web)).toEqual({
      href: '/web/portal/wordcardTool?q=%E4%BD%A0%E5%A5%BD',
      login: false,
    });
    expect(hitLink({ kind: 'word', ref: '8123', title: '你好' }, client)?.href).toBe(
      '/client/portal/wordcardTool?q=%E4%BD%A0%E5%A5%BD',
    );
  });

  it('opens learning content on the adult area detail screens, with the parameter each reads', () => {
    expect(hitLink({ kind: 'phonetics', ref: 'zh', title: '舌尖后音 zh' }, web)?.href).toBe(
      '/web/adult/mandarinLearnDetail?key=zh',
    );
    expect(hitLink({ kind: 'passage', ref: 'P001', title: '春' }, web)).toEqual({
      href: '/web/adult/mandarinPassageReadDetail?id=P001',
      login: true,
    });
    expect(hitLink({ kind: 'topic', ref: 'T01', title: '我的愿望' }, client)).toEqual({
      href: '/client/adult/mandarinTopicSpeak?id=T01',
      // The client is signed in to be there at all: no sign-in note.
      login: false,
    });
    expect(hitLink({ kind: 'eloquence', ref: 'E01', title: '自我介绍' }, web)?.href).toBe(
      '/web/adult/speechEloquenceDetail?id=E01',
    );
  });

  it('opens an app on its screen in the same family, or where the screen exists', () => {
    expect(hitLink({ kind: 'app', ref: 'translation', title: '翻译学习' }, web)?.href).toBe('/web/oversea/translation');
    expect(hitLink({ kind: 'app', ref: 'learnTool', title: '学习工具' }, client)?.href).toBe('/client/portal/tool');
    expect(hitLink({ kind: 'app', ref: 'PscExamParent', title: '模拟测试' }, client)?.href).toBe(
      '/client/adult/pscExam/PscExamParent',
    );
    expect(hitLink({ kind: 'app', ref: 'speechTest', title: '语音测评体验' }, client)?.href).toBe('/speechTest');
    expect(hitLink({ kind: 'app', ref: 'personalCenter', title: '个人中心' }, web)).toEqual({
      href: '/web/portal/personalCenter',
      login: true,
    });
    expect(hitLink({ kind: 'app', ref: 'noSuchScreen', title: '?' }, web)).toBeNull();
  });
});
