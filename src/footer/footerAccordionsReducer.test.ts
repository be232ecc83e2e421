import {
  footerAccordionsReducer,
  getInitialFooterAccordionsState,
  type FooterAccordionsAction,
} from './footerAccordionsReducer';

const CITIES = [['popular-cities', 'additional-cities']] as const;

describe('footerAccordionsReducer', () => {
  it.each<[string, readonly string[], FooterAccordionsAction, readonly string[]]>([
    ['opens a closed item', [], { type: 'toggleClick', item: 'resources' }, ['resources']],
    ['closes an open item', ['resources'], { type: 'toggleClick', item: 'resources' }, []],
    ['keeps other link columns open', ['resources'], { type: 'toggleClick', item: 'legal' }, ['resources', 'legal']],
    [
      'closes the other item of a single-open group',
      ['resources', 'popular-cities'],
      { type: 'toggleClick', item: 'additional-cities' },
      ['resources', 'additional-cities'],
    ],
    ['toggles through the function too', ['legal'], { type: 'functionToggle', item: 'legal' }, []],
    ['opens without toggling', ['legal'], { type: 'functionOpen', item: 'legal' }, ['legal']],
    [
      'opens one of a group and closes its sibling',
      ['additional-cities'],
      { type: 'functionOpen', item: 'popular-cities' },
      ['popular-cities'],
    ],
    ['closes an item', ['legal', 'resources'], { type: 'functionClose', item: 'legal' }, ['resources']],
    ['closes everything', ['legal', 'popular-cities'], { type: 'functionCloseAll' }, []],
  ])('should: %s', (_name, before, action, after) => {
    expect(footerAccordionsReducer({ openItems: before }, action, CITIES).openItems).toEqual(after);
  });

  it('given an action that changes nothing, should return the same state object', () => {
    const state = { openItems: ['legal'] };
    expect(footerAccordionsReducer(state, { type: 'functionOpen', item: 'legal' }, CITIES)).toBe(state);
    expect(footerAccordionsReducer(state, { type: 'functionClose', item: 'x' }, CITIES)).toBe(state);
  });

  it('given an unknown action, should throw', () => {
    expect(() => footerAccordionsReducer({ openItems: [] }, { type: 'nope' } as never)).toThrow();
  });
});

describe('getInitialFooterAccordionsState', () => {
  it('should keep one item per single-open group, the last given', () => {
    expect(getInitialFooterAccordionsState(['popular-cities', 'legal', 'additional-cities'], CITIES).openItems).toEqual(
      ['legal', 'additional-cities'],
    );
  });
});
