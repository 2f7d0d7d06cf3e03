import { ContactConfirmPage } from '../../../features/contact/components/contact-confirm-page';

export function Component() {
  return <ContactConfirmPage />;
}
