import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { ZipcodeDialog } from './zipcode-dialog';

export interface AddressValue {
  zipcode: string;
  addr1: string;
  addr2: string;
}

export interface AddressFieldsHandle {
  focus: () => void;
}

/**
 * Postal code and road address chosen from 우편번호 찾기 (read-only: typed addresses are not
 * checked against the postal data), and the detail line typed freely.
 */
export const AddressFields = forwardRef<AddressFieldsHandle, { value: AddressValue; onChange: (value: AddressValue) => void; error?: string }>(function AddressFields(
  { value, onChange, error },
  ref,
) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const findRef = useRef<HTMLButtonElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);
  const chosen = useRef(false);
  useImperativeHandle(ref, () => ({ focus: () => findRef.current?.focus() }));
  return (
    <fieldset className="fieldset">
      <legend>{koJoin.form.address}</legend>
      <div className="address-row">
        <div className="field address-row__zip">
          <label htmlFor={`${id}-zip`}>{koJoin.form.zipcode}</label>
          <input id={`${id}-zip`} value={value.zipcode} readOnly aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
        <button
          ref={findRef}
          type="button"
          className="button button--secondary address-row__find"
          aria-haspopup="dialog"
          onClick={() => {
            chosen.current = false;
            setOpen(true);
          }}
        >
          {koJoin.form.findZip}
        </button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-addr1`}>{koJoin.form.addr1}</label>
        <input id={`${id}-addr1`} value={value.addr1} readOnly />
      </div>
      <div className="field">
        <label htmlFor={`${id}-addr2`}>{koJoin.form.addr2}</label>
        <input
          ref={detailRef}
          id={`${id}-addr2`}
          autoComplete="address-line2"
          value={value.addr2}
          onChange={(event) => onChange({ ...value, addr2: event.target.value.slice(0, 200) })}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <ZipcodeDialog
        open={open}
        onClose={() => {
          setOpen(false);
          // The dialog gives the focus back to 우편번호 찾기; after a choice the detail line is next.
          if (chosen.current) window.setTimeout(() => detailRef.current?.focus(), 0);
        }}
        onChoose={(item) => {
          chosen.current = true;
          onChange({ ...value, zipcode: item.ZIPCODE, addr1: item.ROAD_ADDRESS });
          setOpen(false);
        }}
      />
    </fieldset>
  );
});
