import { TutorialPage } from '../../../features/tutorial/components/tutorial-page';

export function Component() {
  return <TutorialPage />;
}
