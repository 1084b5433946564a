import { type StaffFloor, type StaffZone, staffZoneSaveBody } from '@venue/contract';
import type { ZoneState } from '@venue/contract/domain';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import { ChoiceField, OrderField } from '../../../components/cms/field';
import {
  type EditorProps,
  type Resource,
  ResourceEditor,
  ResourcePage,
  useResourceForm,
} from '../../../components/cms/resource-page';
import styles from '../../../components/console.module.css';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { MediaPicker } from '../../../components/media-picker';
import { RichTextField } from '../../../components/rich-text-editor';
import { parsePositiveId } from '../../../lib/parse-id';
import { useDeleteZone } from '../api/delete-zone';
import { useFloors } from '../api/get-floors';
import { useZones } from '../api/get-zones';
import { useSaveZone } from '../api/save-zone';
import { zoneStateLabels } from '../venue-labels';

/** The selects as tall as the inputs beside them. */
const compactSelect = `${styles.select} ${styles.compact}`;

const stateChip: Record<ZoneState, string | undefined> = {
  OPEN: cms.chipLive,
  PREPARING: cms.chipScheduled,
  CLOSED: cms.chipMuted,
};

/**
 * /staff/zones (decision 030): the zones (공간) of the venue, of one floor when
 * `?floor=` names it, and the editor beside the list — floor, names, summary, the description
 * (editor HTML, sanitized by the server), state, main and location images, order — with 삭제
 * (refused while programs, hotspots or tour stops use the zone).
 */
export function StaffZones() {
  const [params, setParams] = useSearchParams();
  const floors = useFloors();
  const zones = useZones();
  const remove = useDeleteZone();
  const floorIdx = parsePositiveId(params.get('floor'));
  const floorList = floors.data ?? [];
  const floorOf = (zone: StaffZone) => floorList.find((floor) => floor.floorIdx === zone.floorIdx);
  const resource: Resource<StaffZone> = {
    title: '구역',
    id: 'zone',
    newLabel: '새 구역 추가',
    listTitle: '구역 목록',
    empty: floorIdx ? '이 층에는 아직 구역이 없어요.' : '아직 구역이 없어요.',
    placeholder: '목록에서 구역을 고르거나 새 구역을 추가해 주세요.',
    key: (zone) => zone.zoneIdx,
    name: (zone) => zone.zoneName,
    row: (zone) => <ZoneRow zone={zone} floor={floorOf(zone)} />,
    editor: (props) => <ZoneEditor {...props} floors={floorList} floorIdx={floorIdx} />,
    remove: (zone) => remove.mutateAsync(zone.zoneIdx),
    consequence: () => (
      <p>
        방문자 앱에서 이 구역이 사라져요. 프로그램, 지도 영역, 투어 정류장이 쓰고 있으면 지울 수
        없어요.
      </p>
    ),
  };

  return (
    <ResourcePage
      resource={resource}
      // The editor needs the floors to choose from; the list waits for them too.
      canCreate={!!floors.data}
      list={{
        items: floors.data
          ? zones.data?.filter((zone) => !floorIdx || zone.floorIdx === floorIdx)
          : undefined,
        error: floors.error ?? zones.error,
      }}
      listTools={
        <SelectField
          className={compactSelect}
          id="zones-floor-filter"
          label="층"
          error={undefined}
          value={floorIdx ?? ''}
          onChange={(event) =>
            setParams(event.target.value ? { floor: event.target.value } : {}, { replace: true })
          }
        >
          <option value="">모든 층</option>
          {floorList.map((floor) => (
            <option key={floor.floorIdx} value={floor.floorIdx}>
              {floor.floorName} {floor.floorLabel}
            </option>
          ))}
        </SelectField>
      }
    />
  );
}

function ZoneRow({ zone, floor }: { zone: StaffZone; floor: StaffFloor | undefined }) {
  return (
    <>
      <span className={cms.rowTop}>
        <span className={`${cms.chip} ${stateChip[zone.state]}`}>
          {zoneStateLabels[zone.state]}
        </span>
        <span className={cms.rowTitle}>{zone.zoneName}</span>
        {zone.zoneNameEn && zone.zoneNameEn !== zone.zoneName ? (
          <span className={cms.meta} lang="en">
            {zone.zoneNameEn}
          </span>
        ) : null}
      </span>
      <span className={cms.meta}>
        {floor ? `${floor.floorName} ${floor.floorLabel}` : '층 없음'} · 순서 {zone.index}
      </span>
    </>
  );
}

function ZoneEditor({
  item: zone,
  floors,
  floorIdx,
  onSaved,
  onClose,
  deleteButton,
}: EditorProps<StaffZone> & { floors: StaffFloor[]; floorIdx: number | null }) {
  const save = useSaveZone();
  const form = useResourceForm({
    schema: staffZoneSaveBody,
    item: zone,
    idKey: 'zoneIdx',
    blank: {
      // A new zone goes on the floor the list shows.
      floorIdx: floorIdx ?? floors[0]?.floorIdx ?? 0,
      zoneName: '',
      zoneNameEn: '',
      zoneSummary: '',
      zoneDescription: '',
      state: 'OPEN',
      mainFileContentSavePath: '',
      locationFileContentSavePath: '',
      index: 0,
    },
    save: save.mutateAsync,
    name: (values) => values.zoneName,
    onSaved,
  });
  const {
    bind,
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <ResourceEditor
      id="zone"
      noun="구역"
      isNew={!zone}
      title={zone ? `${zone.zoneName} 수정` : undefined}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      <div className={cms.fieldRow}>
        <SelectField
          className={compactSelect}
          id="zone-floor"
          label="층"
          {...bind('floorIdx', { valueAsNumber: true })}
        >
          {floors.map((floor) => (
            <option key={floor.floorIdx} value={floor.floorIdx}>
              {floor.floorName} {floor.floorLabel}
            </option>
          ))}
        </SelectField>
        <OrderField id="zone-index" error={errors.index?.message}>
          {register('index', { valueAsNumber: true })}
        </OrderField>
      </div>
      <div className={cms.fieldRow}>
        <TextField compact id="zone-name" label="구역 이름" {...bind('zoneName')} />
        <TextField compact id="zone-name-en" label="영문 이름" lang="en" {...bind('zoneNameEn')} />
      </div>
      <TextAreaField id="zone-summary" label="요약" rows={2} {...bind('zoneSummary')} />
      <RichTextField
        control={control}
        name="zoneDescription"
        id="zone-description"
        label="소개"
        images
      />
      <ChoiceField legend="상태" labels={zoneStateLabels}>
        {register('state')}
      </ChoiceField>
      <Controller
        control={control}
        name="mainFileContentSavePath"
        render={({ field, fieldState }) => (
          <MediaPicker label="대표 이미지" {...field} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="locationFileContentSavePath"
        render={({ field, fieldState }) => (
          <MediaPicker
            label="위치 이미지 (선택)"
            hint="층 안내도에 이 구역을 표시한 그림이에요. 없으면 방문자 화면에는 대표 이미지가 보여요."
            clearable
            {...field}
            value={field.value ?? ''}
            error={fieldState.error?.message}
          />
        )}
      />
    </ResourceEditor>
  );
}
