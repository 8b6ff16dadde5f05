import { Center, Skeleton } from '@mantine/core';
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_RETRY_INTERVAL_MS, IMAGE_RETRY_MAX } from '../lib/constants';
import { BrokenImageIcon } from './icons';
import { protectedObjectUrl } from './protected-files';

export type SecureImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string };

/**
 * An uploaded picture (`/files/<id>/<variant>`): fetched with the session's token and client, shown from
 * a blob URL. Like every image (spec §4) a failure shows the broken-image icon and is retried every 10 s,
 * at most 6 times.
 */
export function SecureImage({ src, alt, width, height, style, ...rest }: SecureImageProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ src: string; objectUrl: string | null; broken: boolean }>({ src, objectUrl: null, broken: false });

  useEffect(() => {
    setAttempt(0);
  }, [src]);

  useEffect(() => {
    let active = true;
    protectedObjectUrl(src).then(
      (objectUrl) => active && setState({ src, objectUrl, broken: false }),
      () => active && setState({ src, objectUrl: null, broken: true }),
    );
    return () => {
      active = false;
    };
  }, [src, attempt]);

  const current = state.src === src ? state : { src, objectUrl: null, broken: false };
  useEffect(() => {
    if (!current.broken || attempt >= IMAGE_RETRY_MAX) return undefined;
    const timer = window.setTimeout(() => setAttempt((value) => value + 1), IMAGE_RETRY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [current.broken, attempt]);

  if (current.broken) {
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
  if (!current.objectUrl) return <Skeleton w={width} h={height} style={style} aria-label={alt} />;
  return <img {...rest} src={current.objectUrl} alt={alt} width={width} height={height} style={style} />;
}
