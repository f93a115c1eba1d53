import { z } from 'zod';
import { REJECT_REASONS } from './reject-reason-labels.js';

export {
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  type RejectReason,
  rejectReasonText,
  SYSTEM_CANCEL_REASON_LABELS,
  type SystemCancelReason,
} from './reject-reason-labels.js';

export const RejectReasonSchema = z.enum(REJECT_REASONS);
