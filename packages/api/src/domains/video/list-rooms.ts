import { ZCallRoomList, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { requireVideoCalls } from './parties';
import { listOpenRooms } from './store';

export const listCallRooms = definePrivateRoute(endpoints.listCallRooms, {
  summary: 'The open call rooms the caller is invited to, most recently started first',
  description: 'At most 20. A room closes 4 hours after its last start. docs/video.md#rooms.',
  response: ZCallRoomList,
  handler: async ({ tenant, db, caller }) => {
    requireVideoCalls(tenant, caller);
    return { rooms: await listOpenRooms(db, tenant.id, caller.userId) };
  },
});
