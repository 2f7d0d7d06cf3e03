import { useNavigation } from 'react-router';
import { ProgressBar } from './progress-bar';

/** A thin bar at the top while the next page (its code or the navigation rules) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <ProgressBar label="ページを読み込み中" />;
}
