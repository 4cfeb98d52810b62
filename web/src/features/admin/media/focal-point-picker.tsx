import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import styles from './media-page.module.css';

type Point = { x: number; y: number };

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
const percent = (v: number) => `${Math.round(v * 100)}%`;

const STEPS: Partial<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

type Props = {
  src: string;
  name: string;
  width: number | null;
  height: number | null;
  initial: Point;
  saving: boolean;
  onSave: (point: Point) => void;
  onCancel: () => void;
};

/**
 * Where covers and cards crop a picture around: click the picture, or focus the marker and move it
 * with the arrow keys (Shift for finer steps). Beside it, the crops a card (16:9) and a square
 * thumbnail show, so the effect is seen before it is saved.
 */
export function FocalPointPicker({ src, name, width, height, initial, saving, onSave, onCancel }: Props) {
  const [point, setPoint] = useState<Point>(initial);
  const position = `${percent(point.x)} ${percent(point.y)}`;

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? 0.01 : 0.05;
    setPoint((p) => ({ x: clamp(p.x + step.x * size), y: clamp(p.y + step.y * size) }));
  }

  return (
    <div className={styles.picker}>
      <div className={styles.pickerStage} onClick={onClick}>
        <img
          src={src}
          alt={`${name}: click where the focal point should be`}
          className={styles.pickerImage}
          width={width ?? undefined}
          height={height ?? undefined}
        />
        <button
          type="button"
          className={styles.marker}
          style={{ left: percent(point.x), top: percent(point.y) }}
          aria-label={`Focal point, ${percent(point.x)} from the left and ${percent(point.y)} from the top. Arrow keys move it.`}
          onKeyDown={onKeyDown}
          onClick={(event) => event.stopPropagation()}
        />
      </div>
      <div className={styles.crops} aria-label="How covers and cards will crop it">
        <img src={src} alt="" className={styles.cropWide} style={{ objectPosition: position }} />
        <img src={src} alt="" className={styles.cropSquare} style={{ objectPosition: position }} />
      </div>
      <p className={styles.pickerValue} aria-live="polite">
        Focal point: {percent(point.x)} from the left, {percent(point.y)} from the top
      </p>
      <div className={styles.pickerActions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={styles.primary} disabled={saving} onClick={() => onSave(point)}>
          {saving ? 'Saving…' : 'Save focal point'}
        </button>
      </div>
    </div>
  );
}
