import { toSeoulTime } from '@venue/contract/domain';
import { useRef, useState } from 'react';
import styles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { type CameraEnvironment, CameraScanner } from '../../../components/qr-input/camera-scanner';
import { ManualEntry } from '../../../components/qr-input/manual-entry';
import { useQrReader } from '../../../components/qr-input/use-qr-reader';
import { isPageRefusal } from '../../../lib/api-client';
import { useCheckIn } from '../api/check-in';
import { useDoorLists } from '../api/get-door-lists';
import { useStaffPlaces } from '../api/get-staff-places';
import {
  type CheckInOutcome,
  outcomeOfError,
  outcomeOfResult,
  outcomeOfUnreadable,
  pushHistory,
  vibrationPatterns,
} from '../check-in-outcome';
import { readStoredDoorList, storeDoorList } from '../door-list-choice';
import {
  existingPlace,
  placeBody,
  readStoredPlace,
  type StaffPlace,
  storePlace,
} from '../staff-place';
import { CheckInHistory, CheckInResultCard } from './check-in-result';
import { DoorListSelect } from './door-list-select';
import { NameAdmit } from './name-admit';
import { PlaceSelect } from './place-select';
import { RecentScans } from './recent-scans';

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Some browsers refuse without a recent tap; the screen still shows the result.
  }
}

/**
 * /staff, the scanner (decision 017): the place, the camera and the entry-code field, each value
 * sent to POST /api/staff/checkin one at a time, and the result shown large with this instance's
 * last ten below. It also admits by name (a visitor without their phone) and lists every
 * desk's recent check-ins with their undo; at a program place the result names the booking. The camera sees a QR on many frames: the same value within 3 s is dropped.
 */
export function StaffScanner({
  cameraEnvironment,
  now = () => new Date(),
}: {
  /** the camera's browser parts, for tests */
  cameraEnvironment?: () => CameraEnvironment;
  now?: () => Date;
}) {
  const places = useStaffPlaces();
  const checkIn = useCheckIn();
  const [chosenPlace, setChosenPlace] = useState<StaffPlace>(readStoredPlace);
  const doorLists = useDoorLists();
  const [doorListIdx, setDoorListIdx] = useState<number | null>(readStoredDoorList);
  const activeList = doorLists.data?.find(
    (list) => list.doorListIdx === doorListIdx && list.activeYn === 'Y',
  );
  const [current, setCurrent] = useState<CheckInOutcome | null>(null);
  const [history, setHistory] = useState<CheckInOutcome[]>([]);
  const nextId = useRef(1);

  const place = places.data ? existingPlace(chosenPlace, places.data) : chosenPlace;

  const show = (make: (base: { id: number; scannedAt: string }) => CheckInOutcome) => {
    const outcome = make({ id: nextId.current++, scannedAt: toSeoulTime(now()) });
    setCurrent(outcome);
    setHistory((list) => pushHistory(list, outcome));
    vibrate(vibrationPatterns[outcome.tone]);
  };

  /** Sends one value; answers whether it was checked (in, or already in). */
  const send = async (qrValue: string): Promise<boolean> => {
    try {
      const result = await checkIn.mutateAsync({
        qrValue,
        ...placeBody(place),
        ...(activeList ? { doorListIdx: activeList.doorListIdx } : {}),
      });
      show((base) => outcomeOfResult(result, base));
      return true;
    } catch (error) {
      if (isPageRefusal(error)) {
        show((base) => outcomeOfError(error, base));
      }
      return false;
    }
  };
  const { busy, onDecode, onManual, resetGate } = useQrReader({
    submit: send,
    onUnreadable: () => show(outcomeOfUnreadable),
    now,
  });

  const choosePlace = (next: StaffPlace) => {
    setChosenPlace(next);
    storePlace(next);
    // The same member may be checked in at the new place at once.
    resetGate();
  };

  return (
    <div className={styles.page}>
      <PageHeader title="입장 확인" />
      <div className={styles.card}>
        <PlaceSelect
          place={place}
          places={places.data}
          loading={places.isPending}
          error={
            places.isError ? '장소 목록을 불러오지 못했어요. 입구에서 확인할 수 있어요.' : null
          }
          onChange={choosePlace}
        />
        <DoorListSelect
          value={activeList?.doorListIdx ?? null}
          lists={doorLists.data}
          onChange={(next) => {
            setDoorListIdx(next);
            storeDoorList(next);
            resetGate();
          }}
        />
      </div>
      <CheckInResultCard outcome={current} />
      <CameraScanner onDecode={onDecode} environment={cameraEnvironment} />
      <ManualEntry onSubmit={onManual} busy={busy} />
      <NameAdmit
        place={place}
        onAdmitted={(result) => show((base) => outcomeOfResult(result, base))}
        onRefused={(error) => {
          if (isPageRefusal(error)) {
            show((base) => outcomeOfError(error, base));
          }
        }}
      />
      <CheckInHistory history={history} />
      <RecentScans />
    </div>
  );
}
