// The product's pictures: the "Image URLs" text (paste URLs, one per line, as before), an 'Upload
// photos' button that sends each file to the server and adds its URL, and a thumbnail per picture
// with its alt text, a remove button and a handle to drag it into place (mouse, touch or keyboard:
// Space to lift, arrows to move, Space to drop; the arrow buttons do the same one step at a time).
// The text stays the one list: every change here rewrites it, so the first line is the main picture.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import UploadFile from '@mui/icons-material/UploadFile';
import { FormTextField } from '@/components/form/form-text-field';
import { MAX_ALT, parseLines, type ProductFormValues } from './product-schema';
import { IMAGE_TYPES, uploadImage } from './upload-image';

interface Upload {
  key: number;
  name: string;
  /** null while it uploads */
  error: string | null;
}

/** A stable id per line: the URL and which copy of it this is. */
const idsOf = (urls: string[]) => urls.map((url, i) => `${urls.slice(0, i).filter((u) => u === url).length}:${url}`);

export function ProductImagesField({ formik }: { formik: FormikProps<ProductFormValues> }) {
  const urls = parseLines(formik.values.images);
  const ids = idsOf(urls);
  // uploads finish after later renders: they add to the newest list, not the one they started with
  const latest = useRef(formik.values.images);
  useEffect(() => {
    latest.current = formik.values.images;
  }, [formik.values.images]);
  const setUrls = (next: string[]) => {
    latest.current = next.join('\n');
    void formik.setFieldValue('images', latest.current);
  };
  const move = (from: number, to: number) => setUrls(arrayMove(urls, from, to));
  const remove = (i: number) => setUrls(urls.filter((_, j) => j !== i));
  const setAlt = (url: string, alt: string) => void formik.setFieldValue('imageAlts', { ...formik.values.imageAlts, [url]: alt });

  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be chosen again after a failure
    const queued = files.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((list) => [...list, ...queued.map(({ file, key }) => ({ key, name: file.name, error: null }))]);
    // one at a time, in the order chosen, so the pictures are listed in that order
    for (const { file, key } of queued) {
      const result = await uploadImage(file);
      if (result.ok) {
        setUrls([...parseLines(latest.current), result.url]);
        setUploads((list) => list.filter((u) => u.key !== key));
      } else {
        setUploads((list) => list.map((u) => (u.key === key ? { ...u, error: result.message } : u)));
      }
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up picture ${position(active.id)} of ${urls.length}`,
    onDragOver: ({ active, over }) =>
      over ? `Picture ${position(active.id)} is over position ${position(over.id)}` : `Picture ${position(active.id)} is not over a position`,
    onDragEnd: ({ active, over }) =>
      over ? `Picture ${position(active.id)} dropped at position ${position(over.id)}` : `Picture ${position(active.id)} dropped`,
    onDragCancel: ({ active }) => `Moving picture ${position(active.id)} was cancelled`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <Stack spacing={1.5}>
      <FormTextField
        formik={formik}
        idPrefix="admin"
        name="images"
        label="Image URLs"
        multiline
        minRows={2}
        required
        helperText="One URL per line, or upload photos below. The first picture is the main one."
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />}>
          Upload photos
          <input hidden type="file" accept={IMAGE_TYPES.join(',')} multiple onChange={(e) => void onFiles(e)} />
        </Button>
        <Typography variant="body2" color="text.secondary">
          JPEG, PNG or WebP, up to 10 MB, at least 300 px on each side
        </Typography>
      </Box>
      {uploads.map((u) =>
        u.error === null ? (
          <Box key={u.key} role="status" aria-label={`Uploading ${u.name}`}>
            <Typography variant="body2">Uploading {u.name}…</Typography>
            <LinearProgress />
          </Box>
        ) : (
          <Alert
            key={u.key}
            severity="error"
            action={
              <IconButton
                aria-label={`Dismiss the error about ${u.name}`}
                color="inherit"
                size="small"
                onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
              >
                <Close fontSize="small" />
              </IconButton>
            }
          >
            {u.name}: {u.error}
          </Alert>
        ),
      )}
      {urls.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack component="ol" aria-label="Pictures, main first" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {urls.map((url, i) => (
                <PictureRow
                  key={ids[i]}
                  id={ids[i]}
                  url={url}
                  index={i}
                  count={urls.length}
                  alt={formik.values.imageAlts[url] ?? ''}
                  placeholder={formik.values.name.trim()}
                  onAlt={(alt) => setAlt(url, alt)}
                  onMove={(to) => move(i, to)}
                  onRemove={() => remove(i)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}

interface RowProps {
  id: string;
  url: string;
  index: number;
  count: number;
  alt: string;
  placeholder: string;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function PictureRow({ id, url, index, count, alt, placeholder, onAlt, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const n = index + 1;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag picture ${n} to reorder`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
      <Box
        component="img"
        src={url}
        alt=""
        width={48}
        height={60}
        sx={{ width: 48, height: 60, objectFit: 'cover', borderRadius: 1, bgcolor: '#f4eee9', flexShrink: 0 }}
      />
      {/* on a phone the alt text takes a row of its own, under the picture and its buttons */}
      <Box sx={{ flex: { xs: '1 1 100%', sm: 1 }, order: { xs: 1, sm: 0 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {index === 0 && <Chip label="Main picture" size="small" color="primary" sx={{ alignSelf: 'flex-start' }} />}
        <TextField
          size="small"
          fullWidth
          label={`Alt text, picture ${n}`}
          value={alt}
          placeholder={placeholder || 'Describe the picture'}
          onChange={(e) => onAlt(e.target.value)}
          error={alt.trim().length > MAX_ALT}
          helperText={alt.trim().length > MAX_ALT ? `At most ${MAX_ALT} characters` : undefined}
        />
      </Box>
      <Box sx={{ display: 'flex', ml: 'auto' }}>
        <IconButton aria-label={`Move picture ${n} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Move picture ${n} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Remove picture ${n}`} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
