import { z, email } from '../../platform/input/validate';

export const subscribeSchema = z.object({ email: email('Valid email is required') }, { error: 'Request body must be a JSON object' });
