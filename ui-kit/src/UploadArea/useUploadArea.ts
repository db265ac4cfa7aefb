import { useCallback, useRef, useState, type ChangeEvent, type DragEvent, type RefObject } from 'react';

/** The file types the upload accepts (spec 2 Upload, 5 Upload); also the file input's `accept`. */
export const UPLOAD_ACCEPTED_EXTENSIONS = ['.xls', '.xlsx', '.csv'] as const;

/**
 * Whether a file name has one of the accepted extensions, ignoring case (`KUNDEN.XLSX` is fine).
 * A client-side courtesy only: the server decides by the content.
 */
export function isAcceptedUploadFile(
  fileName: string,
  accepted: readonly string[] = UPLOAD_ACCEPTED_EXTENSIONS,
): boolean {
  const lower = fileName.toLowerCase();
  return accepted.some((extension) => lower.endsWith(extension.toLowerCase()));
}

/** Input of `useUploadArea`. */
export interface UploadAreaOptions {
  /** Receives a file with an accepted extension. */
  onFile: (file: File) => void;
  /**
   * Ignores drops and picks (an upload is running, or the area is disabled).
   * @default false
   */
  disabled?: boolean;
  /**
   * Accepted extensions with their dot.
   * @default UPLOAD_ACCEPTED_EXTENSIONS
   */
  accept?: readonly string[];
}

/** What `useUploadArea` returns: drag state, the rejected file and the handlers to attach. */
export interface UploadAreaController {
  /** A file is being dragged over the area. */
  dragging: boolean;
  /** Name of the last file refused for its extension; null after an accepted one. */
  rejectedFileName: string | null;
  /** Attach to the hidden `<input type="file">`. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Opens the browser's file dialog (the visible button's click handler). */
  openFilePicker: () => void;
  /** The file input's change handler. */
  handleInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Spread onto the drop zone. */
  dropZoneProps: {
    onDragEnter: (event: DragEvent<HTMLElement>) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
}

/**
 * Headless logic of the upload area: drag-over state (counting enter/leave so moving over child
 * elements does not flicker), the extension check, and handing the first accepted file to `onFile`.
 * No MUI, no texts.
 */
export function useUploadArea({
  onFile,
  disabled = false,
  accept = UPLOAD_ACCEPTED_EXTENSIONS,
}: UploadAreaOptions): UploadAreaController {
  const [dragging, setDragging] = useState(false);
  const [rejectedFileName, setRejectedFileName] = useState<string | null>(null);
  const depth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const take = useCallback(
    (file: File | undefined) => {
      if (!file || disabled) return;
      if (!isAcceptedUploadFile(file.name, accept)) {
        setRejectedFileName(file.name);
        return;
      }
      setRejectedFileName(null);
      onFile(file);
    },
    [accept, disabled, onFile],
  );

  const openFilePicker = useCallback(() => {
    if (!disabled) inputRef.current?.click();
  }, [disabled]);

  const handleInputChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      take(event.target.files?.[0]);
      // Cleared so picking the same file again (after fixing it) fires a change again.
      event.target.value = '';
    },
    [take],
  );

  const onDragEnter = useCallback(
    (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (disabled) return;
      depth.current += 1;
      setDragging(true);
    },
    [disabled],
  );
  const onDragOver = useCallback(
    (event: DragEvent<HTMLElement>) => {
      // Without preventDefault the browser would open the file instead of dropping it here.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    [disabled],
  );
  const onDragLeave = useCallback((event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }, []);
  const onDrop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      take(event.dataTransfer?.files?.[0]);
    },
    [take],
  );

  return {
    dragging: dragging && !disabled,
    rejectedFileName,
    inputRef,
    openFilePicker,
    handleInputChange,
    dropZoneProps: { onDragEnter, onDragOver, onDragLeave, onDrop },
  };
}
