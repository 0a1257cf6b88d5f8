import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@mp/contracts';
import { apiError, ok } from '@mp/test-kit';
import { me } from '../../testing/fixtures';
import { renderOwnProfile } from '../../testing/render-own-profile';

beforeAll(() => import('./MyProfileScreen'));

const PRIYA = { referenceId: 'ref-1', name: 'Priya Shah', company: 'Little Leaf Tea' };

it('adds a reference with the phone built as + country code digits, and removes one', async () => {
  const user = userEvent.setup();
  let record: Me = me({ references: [{ type: 'professional', references: [PRIYA] }] });
  const stub = await renderOwnProfile({
    'GET /users/me': () => ok(record),
    'POST /freelancer/references': ({ body }) => {
      const { data } = body as { data: { references: Record<string, unknown>[] } };
      const added = { referenceId: 'ref-2', ...data.references[0] };
      record = {
        ...record,
        references: [...record.references, { type: 'academic', references: [added] }],
      };
      return ok(record);
    },
    'DELETE /freelancer/references': () => {
      record = {
        ...record,
        references: record.references.filter((g) => g.type !== 'professional'),
      };
      return ok(record);
    },
  });

  const professional = await screen.findByRole('region', { name: 'Professional' });
  expect(within(professional).getByText('Priya Shah')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Add a reference' });
  await user.selectOptions(within(form).getByLabelText('Kind of reference'), 'Academic');
  await user.type(within(form).getByLabelText(/^Their name/), 'Dr Ada Byron');
  await user.type(within(form).getByLabelText('Their e-mail'), 'ada@');
  await user.type(within(form).getByLabelText('Their phone number'), '20 7946 0000');
  await user.click(within(form).getByRole('button', { name: 'Add reference' }));
  expect(within(form).getByLabelText('Their e-mail')).toHaveAccessibleDescription(
    /Enter an e-mail address/,
  );
  expect(within(form).getByLabelText(/^Country code/)).toHaveAccessibleDescription(
    /Enter the country code/,
  );
  expect(stub.callsTo('POST /freelancer/references')).toHaveLength(0);

  await user.clear(within(form).getByLabelText('Their e-mail'));
  await user.type(within(form).getByLabelText(/^Country code/), '44');
  await user.selectOptions(within(form).getByLabelText('Rating'), 'Rated 5 of 5');
  await user.click(within(form).getByRole('button', { name: 'Add reference' }));

  expect(await screen.findByText('The reference is added.')).toBeVisible();
  expect(stub.callsTo('POST /freelancer/references')[0]?.body).toEqual({
    type: 'academic',
    data: { references: [{ name: 'Dr Ada Byron', phone: '+442079460000', rating: 5 }] },
  });
  const academic = screen.getByRole('region', { name: 'Academic' });
  expect(within(academic).getByText('Dr Ada Byron')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Their name/)).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Remove the reference from Priya Shah' }));
  expect(await screen.findByText('The reference is removed.')).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Professional' })).toBeNull();
  expect(stub.callsTo('DELETE /freelancer/references')[0]?.body).toEqual({
    type: 'professional',
    data: { references: [{ referenceId: 'ref-1' }] },
  });
});

it('shows the API error of a reference field on that field and keeps the form', async () => {
  const user = userEvent.setup();
  await renderOwnProfile({
    'GET /users/me': () => ok(me()),
    'POST /freelancer/references': () =>
      apiError(422, 'Invalid body', [
        { path: 'body.data.references.0.company', message: 'Too big: expected <=120 characters' },
      ]),
  });

  const form = await screen.findByRole('form', { name: 'Add a reference' });
  await user.type(within(form).getByLabelText(/^Their name/), 'Tom Becker');
  await user.type(within(form).getByLabelText('Company'), 'Becker & Sons');
  await user.click(within(form).getByRole('button', { name: 'Add reference' }));

  expect(await within(form).findByText('The reference was not added')).toBeVisible();
  expect(within(form).getByLabelText('Company')).toHaveAccessibleDescription(
    /expected <=120 characters/,
  );
  expect(within(form).getByLabelText(/^Their name/)).toHaveValue('Tom Becker');
});
