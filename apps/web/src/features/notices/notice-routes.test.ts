import { describe, expect, it } from 'vitest';
import { NoticeRoute } from '@hanyu/contracts/usercenter/notices';
import { routeByName } from '../../shared/routes/route-table.ts';

describe('the screens notices lead to', () => {
  it.each(Object.values(NoticeRoute))('%s is a built web screen', (name) => {
    expect(routeByName(name)).toMatchObject({ family: 'web', status: 'built' });
  });
});
