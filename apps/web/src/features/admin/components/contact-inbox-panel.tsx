import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type AdminContactMessage,
  type ContactStatus,
} from '@app/contract/admin';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useAdminContactMessages, useReplyToContact, useSetContactStatus } from '../api/admin-api';
import { formatDateTime } from './format';

function MessageCard({ message }: { message: AdminContactMessage }) {
  const [reply, setReply] = useState('');
  const setStatus = useSetContactStatus();
  const send = useReplyToContact();
  const onError = (error: unknown) => handleApiError(error);

  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      aria-label={message.subject}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {message.subject}
        </Typography>
        <TextField
          select
          size="small"
          label="対応状況"
          value={message.status}
          onChange={(event) =>
            setStatus.mutate(
              { id: message.id, status: event.target.value as ContactStatus },
              { onSuccess: () => notify({ message: '対応状況を更新しました' }), onError },
            )
          }
          sx={{ width: 160 }}
        >
          {CONTACT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {CONTACT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {message.name}（{message.companyName || '会社名なし'}・{message.email}）・受付
        {formatDateTime(message.createdAt)}
        {message.userId === null ? ' ・未ログイン' : ' ・会員'}
        {message.repliedAt && ` ・返信済み：${formatDateTime(message.repliedAt)}`}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {message.message}
      </Typography>
      <TextField
        label="返信（メールで送信されます）"
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        multiline
        rows={3}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={!reply.trim() || send.isPending}
          onClick={() =>
            send.mutate(
              { id: message.id, body: reply },
              {
                onSuccess: () => {
                  setReply('');
                  notify({ message: `${message.email} に返信しました` });
                },
                onError,
              },
            )
          }
        >
          返信する
        </Button>
      </Box>
    </Paper>
  );
}

/** The contact inbox: messages from the contact form, their status, and reply by mail. */
export function ContactInboxPanel() {
  const [status, setStatus] = useState<ContactStatus | ''>('new');
  const messages = useAdminContactMessages(status);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        size="small"
        label="対応状況"
        value={status}
        onChange={(event) => setStatus(event.target.value as ContactStatus | '')}
        sx={{ width: 200 }}
      >
        <MenuItem value="">すべて</MenuItem>
        {CONTACT_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {CONTACT_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {messages.isError && <Alert severity="error">お問い合わせを読み込めませんでした。</Alert>}
      {messages.data?.items.length === 0 && (
        <Typography color="text.secondary">該当するお問い合わせはありません。</Typography>
      )}
      {messages.data?.items.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </Box>
  );
}
