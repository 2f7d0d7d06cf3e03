import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page (its code or the navigation rules) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
      <LinearProgress color="secondary" aria-label="ページを読み込み中" />
    </Box>
  );
}
