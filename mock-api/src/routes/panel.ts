/** /inbound-graph: inbound and outbound calls per date, oldest first. */
import { Router } from 'express';
import type { Context } from '../context';
import { sendList } from '../http';

export const graphRouter = ({ store }: Context) => {
  const router = Router();
  router.get('/', sendList(store, 'inboundGraph'));
  return router;
};
