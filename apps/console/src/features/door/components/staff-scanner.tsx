import type { StaffPlaces } from '@venue/contract';
import { toSeoulTime } from '@venue/contract/domain';
import { useRef, useState } from 'react';
import styles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { type CameraEnvironment, CameraScanner } from '../../../components/qr-input/camera-scanner';
import { ManualEntry } from '../../../components/qr-input/manual-entry';
import { useQrReader } from '../../../components/qr-input/use-qr-reader';
import { isPageRefusal } from '../../../lib/api-client';
import { htmlText } from '../../../lib/html-text';
import { useCheckIn } from '../api/check-in';
import { useDoorLists } from '../api/get-door-lists';
import { useStaffPlaces } from '../api/get-staff-places';
import {
  type CheckInOutcome,
  outcomeOfError,
  outcomeOfOfflineAdmit,
  outcomeOfOfflineRefusal,
  outcomeOfOfflineRepeat,
  outcomeOfResult,
  outcomeOfUnreadable,
  pushHistory,
  vibrationPatterns,
} from '../check-in-outcome';
import { readStoredDoorList, storeDoorList } from '../door-list-choice';
import { newScanNonce } from '../offline/scanner-id';
import { isNetworkFailure, useOfflineDoor } from '../offline/use-offline-door';
import {
  existingPlace,
  placeBody,
  readStoredPlace,
  type StaffPlace,
  storePlace,
} from '../staff-place';
import { CheckInHistory, CheckInResultCard } from './check-in-result';
import { DoorListSelect } from './door-list-select';
import { DoorStatus, SyncProblems } from './door-status';
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

/** The place's name for an offline answer (the server names it online). */
function placeNameOf(place: StaffPlace, places: StaffPlaces | undefined): string {
  if (place.type === 'ZONE') {
    const zone = places?.zones.find((z) => z.zoneIdx === place.zoneIdx);
    if (zone) return htmlText(zone.zoneName);
  }
  if (place.type === 'PROGRAM') {
    const program = places?.programs.find((p) => p.programIdx === place.programIdx);
    if (program) return htmlText(program.programName);
  }
  return '입구';
}

/**
 * /staff, the scanner (decision 017): the place, the camera and the entry-code field, each value
 * sent to POST /api/staff/checkin one at a time, and the result shown large with this instance's
 * last ten below. It also admits by name (a visitor without their phone) and lists every
 * desk's recent check-ins with their undo; at a program place the result names the booking. The camera sees a QR on many frames: the same value within 3 s is dropped.
 *
 * When the network goes (the browser says so, or a check-in fails by the network) the door checks
 * passes by itself with the day's keys and queues what it admitted, then sends the queue when the
 * network is back (decision 070, offline/).
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
  const door = useOfflineDoor({ place, doorListIdx: activeList?.doorListIdx ?? null, now });

  const show = (make: (base: { id: number; scannedAt: string }) => CheckInOutcome) => {
    const outcome = make({ id: nextId.current++, scannedAt: toSeoulTime(now()) });
    setCurrent(outcome);
    setHistory((list) => pushHistory(list, outcome));
    vibrate(vibrationPatterns[outcome.tone]);
  };

  const listBody = activeList ? { doorListIdx: activeList.doorListIdx } : {};

  /** Checks a value on this device (offline, decision 070) and queues it when admitted. */
  const admitHere = async (qrValue: string, nonce: string): Promise<boolean> => {
    const answer = await door.admitOffline(qrValue, nonce, listBody);
    const placeName = placeNameOf(place, places.data);
    if (answer.kind === 'refused') {
      show((base) => outcomeOfOfflineRefusal(answer, base));
      return false;
    }
    if (answer.kind === 'already') {
      show((base) => outcomeOfOfflineRepeat({ memberName: answer.memberName, placeName }, base));
      return true;
    }
    show((base) => outcomeOfOfflineAdmit({ ...answer, placeName }, base));
    return true;
  };

  /** Sends one value; answers whether it was checked (in, or already in). */
  const send = async (qrValue: string): Promise<boolean> => {
    // One nonce per scan, kept if the door checks it by itself: the server applies it once.
    const nonce = newScanNonce();
    if (!door.online) return admitHere(qrValue, nonce);
    try {
      const result = await checkIn.mutateAsync({
        qrValue,
        ...placeBody(place),
        ...listBody,
        scannerId: door.scannerId,
        scanNonce: nonce,
      });
      door.markReachable();
      show((base) => outcomeOfResult(result, base));
      // Before the next scan: if the network goes now, this pass is already in here.
      await door.rememberOnline(qrValue);
      return true;
    } catch (error) {
      if (isNetworkFailure(error)) {
        door.markUnreachable();
        return admitHere(qrValue, nonce);
      }
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
      <DoorStatus
        online={door.online}
        waiting={door.waiting}
        lastSyncedAt={door.lastSyncedAt}
        keysFetchedAt={door.keysFetchedAt}
        keysPassCount={door.keysPassCount}
        keysError={door.keysError}
        syncing={door.syncing}
        onSync={() => void door.syncNow()}
      />
      <CheckInResultCard outcome={current} />
      <SyncProblems problems={door.problems} />
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
