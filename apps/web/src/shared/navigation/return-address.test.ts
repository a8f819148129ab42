import { describe, expect, it } from 'vitest';
import { returnAddressIn, safeReturnAddress, screenToReturnTo, withReturnAddress } from './return-address.ts';

describe('where a login returns to', () => {
  it('takes the screen the learner was on, with its query, without the /dist base', () => {
    expect(screenToReturnTo('/dist/web/adult/pscExam/children/PscExamStart', '?paperId=psc-03')).toBe(
      '/web/adult/pscExam/children/PscExamStart?paperId=psc-03',
    );
    expect(screenToReturnTo('/dist/client/adult/mandarinTopicSpeak', '')).toBe('/client/adult/mandarinTopicSpeak');
  });

  it('has nothing to return to from a home, but keeps the screen a home already names', () => {
    expect(screenToReturnTo('/dist/web', '')).toBeNull();
    expect(screenToReturnTo('/dist/client/', '?needLogin=1')).toBeNull();
    expect(screenToReturnTo('/dist/web', '?needLogin=1&r=a&back=%2Fweb%2Fadult%2FmandarinTopicSpeak')).toBe(
      '/web/adult/mandarinTopicSpeak',
    );
  });

  it('puts the screen in the home address and reads it back', () => {
    const address = withReturnAddress('/dist/web?needLogin=1&r=a', '/web/adult/mandarinLearnDetail?key=b&type=sm');
    expect(address).toBe('/dist/web?needLogin=1&r=a&back=%2Fweb%2Fadult%2FmandarinLearnDetail%3Fkey%3Db%26type%3Dsm');
    expect(returnAddressIn(address.slice(address.indexOf('?')))).toBe('/web/adult/mandarinLearnDetail?key=b&type=sm');
    expect(withReturnAddress('/client', '/client/adult/adultIndex')).toBe(
      '/client?back=%2Fclient%2Fadult%2FadultIndex',
    );
    expect(withReturnAddress('/web', null)).toBe('/web');
  });

  it('never leads off the site or outside the two families', () => {
    for (const address of [
      'https://example.com/web',
      '//example.com/web',
      '/\\example.com',
      '/web\\..\\x',
      'javascript:alert(1)',
      '/dist/web/adult',
      '/webshop',
      '/portal/files/x',
      '/web/ adult',
      '',
      null,
    ]) {
      expect(safeReturnAddress(address), String(address)).toBeNull();
    }
    // Dots are resolved, so a path cannot climb out of its family.
    expect(safeReturnAddress('/web/../portal/x')).toBeNull();
    expect(safeReturnAddress('/web/oversea/../adult/adultIndex')).toBe('/web/adult/adultIndex');
    expect(returnAddressIn('?back=https%3A%2F%2Fexample.com%2Fweb')).toBeNull();
  });
});
