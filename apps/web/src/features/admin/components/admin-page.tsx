import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeading } from '../../../components/page-heading';
import { AuditPanel } from './audit-panel';
import { ContactInboxPanel } from './contact-inbox-panel';
import { ImportsPanel } from './imports-panel';
import { MaintenancePanel } from './maintenance-panel';
import { PlanRequestsPanel } from './plan-requests-panel';
import { UsagePanel } from './usage-panel';
import { UsersPanel } from './users-panel';

const TABS = [
  { id: 'plan-requests', label: 'プラン申請', Panel: PlanRequestsPanel },
  { id: 'users', label: '利用者', Panel: UsersPanel },
  { id: 'contact', label: 'お問い合わせ', Panel: ContactInboxPanel },
  { id: 'imports', label: 'データ取込', Panel: ImportsPanel },
  { id: 'usage', label: '利用状況', Panel: UsagePanel },
  { id: 'maintenance', label: 'メンテナンス', Panel: MaintenancePanel },
  { id: 'audit', label: '監査ログ', Panel: AuditPanel },
] as const;

/** /admin: the operator console (operators whose session proved the second factor; the route checks it). */
export function AdminPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('plan-requests');
  const current = TABS.find((entry) => entry.id === tab) ?? TABS[0];
  return (
    <>
      <PageHeading
        title="管理画面"
        description="運営担当者向けの画面です。ここでの操作はすべて監査ログに記録されます。"
      />
      <Tabs
        value={tab}
        onChange={(_event, value: typeof tab) => setTab(value)}
        aria-label="管理メニュー"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry.id}
            value={entry.id}
            label={entry.label}
            id={`admin-tab-${entry.id}`}
            aria-controls={`admin-panel-${entry.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
        <current.Panel />
      </Box>
    </>
  );
}
