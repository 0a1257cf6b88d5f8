import { ZCreateProductBody, ZEditProductBody, ZProductApprovalBody } from './products';

const valid = { uniqueName: 'logo-review', title: 'Logo review', price: 5000 };

function pathsOf(result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('product input', () => {
  it('fills the optional fields of a new product', () => {
    expect(ZCreateProductBody.parse(valid)).toEqual({
      ...valid,
      description: '',
      offerPrice: null,
      credits: null,
      duration: null,
      shipmentOptions: [],
      serviceId: null,
      images: [],
      videos: [],
      requiresSurvey: false,
    });
  });

  it('names the failing field: offer price not below the price, zero price, bad handle', () => {
    expect(pathsOf(ZCreateProductBody.safeParse({ ...valid, offerPrice: 5000 }))).toEqual([
      'offerPrice',
    ]);
    expect(pathsOf(ZCreateProductBody.safeParse({ ...valid, price: 0 }))).toEqual(['price']);
    expect(pathsOf(ZCreateProductBody.safeParse({ ...valid, price: 10.5 }))).toEqual(['price']);
    expect(pathsOf(ZCreateProductBody.safeParse({ ...valid, uniqueName: 'Logo Review' }))).toEqual([
      'uniqueName',
    ]);
  });

  it('edits at least one field, and checks the offer price when both prices are sent', () => {
    expect(ZEditProductBody.safeParse({}).success).toBe(false);
    expect(ZEditProductBody.safeParse({ offerPrice: 100 }).success).toBe(true);
    expect(pathsOf(ZEditProductBody.safeParse({ price: 100, offerPrice: 200 }))).toEqual([
      'offerPrice',
    ]);
  });

  it('needs a reason to disapprove, not to approve', () => {
    expect(ZProductApprovalBody.safeParse({ approved: true }).success).toBe(true);
    expect(pathsOf(ZProductApprovalBody.safeParse({ approved: false, reason: ' ' }))).toEqual([
      'reason',
    ]);
    expect(
      ZProductApprovalBody.safeParse({ approved: false, reason: 'Blurry images' }).success,
    ).toBe(true);
  });
});
