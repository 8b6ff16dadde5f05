import { Center } from '@mantine/core';
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_RETRY_INTERVAL_MS, IMAGE_RETRY_MAX } from '../lib/constants';
import { BrokenImageIcon } from './icons';

export type RetryImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

function withRetryParam(src: string, attempt: number): string {
  if (attempt === 0) return src;
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}retry=${attempt}`;
}

/** An image that shows a broken-image icon on failure and retries every 10 s, at most 6 times. */
export function RetryImage({ src, alt, width, height, style, ...rest }: RetryImageProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    setAttempt(0);
    setBroken(false);
  }, [src]);

  useEffect(() => {
    if (!broken || attempt >= IMAGE_RETRY_MAX) return undefined;
    const timer = window.setTimeout(() => {
      setAttempt((value) => value + 1);
      setBroken(false);
    }, IMAGE_RETRY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [broken, attempt]);

  if (broken) {
    return (
      <Center
        role="img"
        aria-label={`${alt} — ${t('common.brokenImage')}`}
        w={width}
        h={height}
        c="dimmed"
        style={{ background: 'var(--mantine-color-gray-1)', ...style }}
        data-testid="broken-image"
      >
        <BrokenImageIcon size={28} />
      </Center>
    );
  }
  return (
    <img
      {...rest}
      key={attempt}
      src={withRetryParam(src, attempt)}
      alt={alt}
      width={width}
      height={height}
      style={style}
      onError={() => setBroken(true)}
    />
  );
}
