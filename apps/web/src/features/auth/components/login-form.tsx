import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import type { Account } from '@sprout/contracts';
import { OTP_LENGTH } from '@sprout/contracts/light';
import { clearToast, showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useLogin } from '../api/login.ts';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { loginErrorText } from '../utils/login-failure.ts';
import { codeProblem, phoneProblem } from '../utils/validate.ts';
import styles from './login-form.module.css';

/** Wait before another code may be asked for (the server rate-limits sending as well). */
export const RESEND_COOLDOWN_SECONDS = 60;
const PHONE_LENGTH = 11;
const HTTP_TOO_MANY = 429;

export function LoginForm({ onSignedIn }: { onSignedIn: (account: Account) => void }) {
  const { t } = useTranslation('auth');
  const ids = { phone: useId(), phoneError: useId(), code: useId(), codeError: useId(), refused: useId(), demo: useId() };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [demoCode, setDemoCode] = useState<string | null>(null);
  // Messages appear once the user has tried to send or submit, then follow each keystroke.
  const [checkPhone, setCheckPhone] = useState(false);
  const [checkCode, setCheckCode] = useState(false);
  const sendCode = useSendSmsCode();
  const login = useLogin();
  const countdown = useCountdown();

  const phoneError = checkPhone ? phoneProblem(phone) : null;
  const codeError = checkCode ? codeProblem(code) : null;
  // Why the server refused the code (wrong, expired, used, tries left), until the user changes something.
  const refusedText = codeError ? null : loginErrorText(login.error, t);

  const onSendCode = () => {
    setCheckPhone(true);
    if (phoneProblem(phone)) return;
    login.reset();
    sendCode.mutate(
      { phone: phone.trim() },
      {
        // Asked too soon (another request for this phone, issue 29): the button counts down to when a code can come.
        onError: (error) => {
          const wait = isApiError(error) && error.status === HTTP_TOO_MANY ? (error.data as { retryAfterSeconds?: unknown } | null) : null;
          const seconds = typeof wait?.retryAfterSeconds === 'number' ? wait.retryAfterSeconds : 0;
          if (seconds > 0 && seconds <= RESEND_COOLDOWN_SECONDS) countdown.start(seconds);
        },
        onSuccess: (result) => {
          countdown.start(RESEND_COOLDOWN_SECONDS);
          void showToast({ content: t('codeSent'), icon: 'success' });
          if (result.devCode) {
            setDemoCode(result.devCode);
            setCode(result.devCode);
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCheckPhone(true);
    setCheckCode(true);
    if (phoneProblem(phone) || codeProblem(code)) return;
    login.mutate(
      { phone: phone.trim(), code: code.trim() },
      {
        onSuccess: ({ account }) => {
          // "Code sent" is about this form: it does not follow the user onto the screen they go to.
          clearToast();
          onSignedIn(account);
        },
      },
    );
  };

  const sendLabel = sendCode.isPending
    ? t('sendingCode')
    : countdown.secondsLeft > 0
      ? t('resendIn', { seconds: countdown.secondsLeft })
      : t('sendCode');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="login-form">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.phone}>
          {t('phone.label')}
        </label>
        <input
          id={ids.phone}
          name="phone"
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          placeholder={t('phone.placeholder')}
          value={phone}
          onChange={(event) => {
            login.reset();
            setPhone(event.target.value.replace(/\D/g, ''));
          }}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? ids.phoneError : undefined}
        />
        {phoneError ? (
          <p id={ids.phoneError} className={styles.error} role="alert">
            {t(`validation.${phoneError}`)}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.code}>
          {t('code.label')}
        </label>
        <div className={styles.codeRow}>
          <input
            id={ids.code}
            name="code"
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder={t('code.placeholder')}
            value={code}
            onChange={(event) => {
              login.reset();
              setCode(event.target.value.replace(/\D/g, ''));
            }}
            aria-invalid={codeError || refusedText ? true : undefined}
            aria-describedby={
              [codeError ? ids.codeError : '', refusedText ? ids.refused : '', demoCode ? ids.demo : ''].join(' ').trim() || undefined
            }
          />
          <Button
            className={styles.sendButton}
            color="primary"
            fill="outline"
            onClick={onSendCode}
            disabled={sendCode.isPending || countdown.secondsLeft > 0}
          >
            {sendLabel}
          </Button>
        </div>
        {codeError ? (
          <p id={ids.codeError} className={styles.error} role="alert">
            {t(`validation.${codeError}`)}
          </p>
        ) : null}
        {refusedText ? (
          <p id={ids.refused} className={styles.error} role="alert" data-testid="login-refused">
            {refusedText}
          </p>
        ) : null}
        {demoCode ? (
          <p id={ids.demo} className={styles.note} data-testid="demo-code">
            {t('demoCode', { code: demoCode })}
          </p>
        ) : null}
      </div>

      <Button className={styles.submit} type="submit" color="primary" size="large" block loading={login.isPending}>
        {login.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
