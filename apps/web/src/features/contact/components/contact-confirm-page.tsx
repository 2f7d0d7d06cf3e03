import { PageHeading } from '../../../components/page-heading';
import { RelatedLinks } from '../../../components/related-links';
import { paths } from '../../../config/paths';

const LINKS = [
  { to: paths.home.getHref(), label: 'ホーム' },
  { to: paths.tutorial.getHref(), label: 'チュートリアル' },
];

export function ContactConfirmPage() {
  return (
    <>
      <PageHeading
        title="お問い合わせの受付"
        description="お問い合わせを送信すると、この画面が表示されます。内容を確認のうえ、担当者よりメールでご連絡いたします。"
      />
      <RelatedLinks links={LINKS} />
    </>
  );
}
