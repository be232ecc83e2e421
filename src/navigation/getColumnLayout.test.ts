import { getColumnLayout } from './getColumnLayout';

describe('getColumnLayout', () => {
  it.each([
    [0, 1, 0],
    [1, 1, 1],
    [15, 1, 15],
    [16, 2, 8],
    [23, 2, 12],
    [24, 3, 8],
    [26, 3, 9],
    [27, 4, 7],
    [40, 4, 10],
  ])('given %i links, should use %i columns of %i rows', (count, columns, rows) => {
    expect(getColumnLayout(count)).toEqual({ columns, rows });
  });

  it.each([-3, Number.NaN, Number.POSITIVE_INFINITY])('should treat %p as an empty list', (count) => {
    expect(getColumnLayout(count)).toEqual({ columns: 1, rows: 0 });
  });
});
