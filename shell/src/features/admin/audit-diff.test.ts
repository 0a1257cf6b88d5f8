import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields that changed, nested ones as dotted paths', () => {
    expect(
      changedFields(
        { status: 'pending', isApproved: false, name: 'Cora', styling: { color1: '#fff' } },
        { status: 'approved', isApproved: true, name: 'Cora', styling: { color1: '#123456' } },
      ),
    ).toEqual([
      { field: 'isApproved', before: 'false', after: 'true' },
      { field: 'status', before: 'pending', after: 'approved' },
      { field: 'styling.color1', before: '#fff', after: '#123456' },
    ]);
  });

  it('shows fields that appear or disappear, and a whole value that is not an object', () => {
    expect(changedFields(null, { reason: 'Spam', hidden: null })).toEqual([
      { field: 'hidden', before: null, after: 'null' },
      { field: 'reason', before: null, after: 'Spam' },
    ]);
    expect(changedFields('draft', 'live')).toEqual([
      { field: '(value)', before: 'draft', after: 'live' },
    ]);
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });
});
