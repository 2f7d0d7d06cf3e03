import { BookmarksPage } from '../../../features/mypage/components/bookmarks-page';

export function Component() {
  return <BookmarksPage />;
}
