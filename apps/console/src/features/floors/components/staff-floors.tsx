import { type StaffFloor, staffFloorSaveBody } from '@venue/contract';
import { Link } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import { ChoiceField, OrderField } from '../../../components/cms/field';
import {
  type EditorProps,
  type Resource,
  ResourceEditor,
  ResourcePage,
  useResourceForm,
} from '../../../components/cms/resource-page';
import { TextField } from '../../../components/form-fields';
import { staffPaths } from '../../../config/paths';
import { optionalNumber } from '../../../lib/form-values';
import { useDeleteFloor } from '../api/delete-floor';
import { useFloors } from '../api/get-floors';
import { useSaveFloor } from '../api/save-floor';
import { congestionLabels } from '../venue-labels';

const floorName = (name: string) => `${name} 층`;

/**
 * /staff/floors (decision 030): the venue's floors in display order — name
 * (B1, 1F), Korean label, order, congestion and capacity (the live headcount on
 * 오늘 warns from 80 % of it) — each with links to its zones and its plan, and the editor beside
 * the list; 삭제 is refused by the server while zones, hotspots or tour stops are on the floor.
 */
export function StaffFloors() {
  const floors = useFloors();
  const remove = useDeleteFloor();
  // A new floor goes after the last one unless the editor says otherwise.
  const nextIndex = Math.max(0, ...(floors.data ?? []).map((floor) => floor.index)) + 1;
  const resource: Resource<StaffFloor> = {
    title: '층',
    id: 'floor',
    newLabel: '새 층 추가',
    listTitle: '층 목록',
    empty: '아직 층이 없어요.',
    placeholder: '목록에서 층을 고르거나 새 층을 추가해 주세요.',
    key: (floor) => floor.floorIdx,
    name: (floor) => floorName(floor.floorName),
    row: FloorRow,
    // Named with the floor: every row has links of the same words.
    rowLinks: (floor) => {
      const zones = `구역 ${floor.zoneCount}개`;
      const plan = floor.plan ? `지도 영역 ${floor.hotspotCount}개` : '평면도 없음';
      return (
        <>
          <Link
            className={cms.metaLink}
            to={staffPaths.zones.getHref(floor.floorIdx)}
            aria-label={`${floor.floorName} ${zones}`}
          >
            {zones}
          </Link>
          <Link
            className={cms.metaLink}
            to={staffPaths.floorMaps.getHref(floor.floorIdx)}
            aria-label={`${floor.floorName} ${plan}`}
          >
            {plan}
          </Link>
        </>
      );
    },
    editor: (props) => <FloorEditor {...props} nextIndex={nextIndex} />,
    remove: (floor) => remove.mutateAsync(floor.floorIdx),
    consequence: () => (
      <p>
        방문자 앱에서 이 층이 사라져요. 구역, 지도 영역, 투어 정류장이 남아 있으면 지울 수 없어요.
      </p>
    ),
  };
  return <ResourcePage resource={resource} list={{ items: floors.data, error: floors.error }} />;
}

function FloorRow(floor: StaffFloor) {
  return (
    <>
      <span className={cms.rowTop}>
        <span className={cms.rowTitle}>{floor.floorName}</span>
        <span>{floor.floorLabel}</span>
        <span className={`${cms.chip} ${cms.chipMuted}`}>
          혼잡도 {congestionLabels[floor.congestion]}
        </span>
      </span>
      <span className={cms.meta}>
        순서 {floor.index} · 수용 인원{' '}
        {floor.capacity === null ? '정하지 않음' : `${floor.capacity.toLocaleString('ko-KR')}명`}
      </span>
    </>
  );
}

function FloorEditor({
  item: floor,
  nextIndex,
  onSaved,
  onClose,
  deleteButton,
}: EditorProps<StaffFloor> & { nextIndex: number }) {
  const save = useSaveFloor();
  const form = useResourceForm({
    schema: staffFloorSaveBody,
    item: floor,
    idKey: 'floorIdx',
    blank: {
      floorName: '',
      floorLabel: '',
      index: nextIndex,
      congestion: 'NORMAL',
      capacity: null,
    },
    save: save.mutateAsync,
    name: (values) => floorName(values.floorName),
    onSaved,
  });
  const {
    bind,
    register,
    formState: { errors },
  } = form;
  return (
    <ResourceEditor
      id="floor"
      noun="층"
      isNew={!floor}
      title={floor ? `${floorName(floor.floorName)} 수정` : undefined}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      <div className={cms.fieldRow}>
        <TextField
          compact
          id="floor-name"
          label="층 이름"
          hint="B1, 1F, Rooftop"
          {...bind('floorName')}
        />
        <TextField
          compact
          id="floor-label"
          label="층 한글 이름"
          hint="지하 1층"
          {...bind('floorLabel')}
        />
      </div>
      <div className={cms.fieldRow}>
        <OrderField id="floor-index" error={errors.index?.message}>
          {register('index', { valueAsNumber: true })}
        </OrderField>
        <TextField
          compact
          id="floor-capacity"
          label="수용 인원"
          type="number"
          inputMode="numeric"
          min={1}
          hint="한 번에 머물 수 있는 인원. 오늘 화면이 80%부터 알려요. 비우면 정하지 않아요."
          {...bind('capacity', { setValueAs: optionalNumber })}
        />
      </div>
      <ChoiceField legend="혼잡도" labels={congestionLabels}>
        {register('congestion')}
      </ChoiceField>
    </ResourceEditor>
  );
}
