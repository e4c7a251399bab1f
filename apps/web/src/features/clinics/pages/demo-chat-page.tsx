import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useCustomerServiceInfo } from '../api/get-customer-service-info.ts';
import styles from '../components/demo-chat.module.css';
import { COMPANY_ID_PARAM } from '../utils/links.ts';

interface Message {
  id: number;
  from: 'agent' | 'you';
  text: string;
}

/**
 * /customerService/demoChat?companyId=: demo mode's stand-in for the chat vendor's widget, which the
 * customer-service button opens when the server's entrance link is this page (DEMO_CUSTOMER_SERVICE). It keeps
 * the conversation on the phone only and answers every message with the service phone.
 */
export default function DemoChatPage() {
  const { t } = useTranslation('clinics');
  const [params] = useSearchParams();
  const info = useCustomerServiceInfo();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<Message[]>(() => [{ id: 0, from: 'agent', text: t('demoChat.greeting') }]);
  const phone = info.data?.phone ?? '';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((list) => [
      ...list,
      { id: list.length, from: 'you', text },
      { id: list.length + 1, from: 'agent', text: t('demoChat.reply', { phone }) },
    ]);
    setDraft('');
  };

  return (
    <main className={styles.page} data-testid="demo-chat">
      <header>
        <h1 className={styles.heading}>{t('demoChat.heading')}</h1>
        <p className={styles.intro}>{t('demoChat.intro', { companyId: params.get(COMPANY_ID_PARAM) ?? info.data?.companyId ?? '—' })}</p>
      </header>
      <ol className={styles.messages} aria-live="polite" data-testid="demo-chat-messages">
        {messages.map((message) => (
          <li key={message.id} className={message.from === 'you' ? styles.mine : styles.theirs} data-from={message.from}>
            <span className={styles.who}>{t(`demoChat.${message.from}`)}</span>
            {message.text}
          </li>
        ))}
      </ol>
      <form className={styles.composer} onSubmit={send}>
        <label className={styles.label} htmlFor={inputId}>
          {t('demoChat.label')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('demoChat.placeholder')}
          maxLength={500}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary" disabled={!draft.trim()} data-testid="demo-chat-send">
          {t('demoChat.send')}
        </button>
      </form>
    </main>
  );
}
