// The modal moved to shared/ (the booking flow's 3-D Secure challenge uses it too); the admin tabs keep this path.
export { Dialog } from '../../../shared/dialog';
