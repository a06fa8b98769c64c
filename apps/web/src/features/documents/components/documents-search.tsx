import { FINDER_INPUT_MAX_LENGTH, Messages, wantsSuggestions } from '@portal/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useDocumentSuggestions } from '../api/get-document-suggestions';

type Suggestion = { group: string; label: string };

type Props = {
  /** What the box shows. */
  value: string;
  /** The text once typing has paused (500 ms): suggestions are asked for it. */
  settled: string;
  onType: (text: string) => void;
  /** A suggestion was chosen: search for it at once. */
  onPick: (text: string) => void;
};

/**
 * The search box with grouped suggestions (spec 3 §2.6): account names, descriptions and
 * categories that contain the text, once it is longer than 2 characters and has settled.
 */
export function DocumentsSearch({ value, settled, onType, onPick }: Props) {
  const groupId = useId();
  const asking = wantsSuggestions(value) && wantsSuggestions(settled);
  const { data } = useDocumentSuggestions(asking ? settled : '');
  const options: Suggestion[] = asking
    ? (data?.results ?? []).flatMap((g) => g.options.map((label) => ({ group: g.group, label })))
    : [];

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      options={options}
      groupBy={(o) => o.group}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      // The server already chose what matches; the box must not filter again.
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.group === b.group && a.label === b.label}
      // A group of options named by its heading, as a listbox may hold (MUI's own groups are
      // lists inside the listbox, which assistive technology cannot make sense of).
      renderGroup={({ key, group, children }) => (
        <li key={key} role="presentation">
          <ListSubheader id={`${groupId}-${key}`} component="div" sx={{ top: -8 }}>
            {group}
          </ListSubheader>
          <Box
            component="ul"
            role="group"
            aria-labelledby={`${groupId}-${key}`}
            sx={{ p: 0, '& .MuiAutocomplete-option': { pl: 3 } }}
          >
            {children}
          </Box>
        </li>
      )}
      renderOption={({ key: _key, ...props }, option) => (
        <li key={`${option.group}:${option.label}`} {...props}>
          {option.label}
        </li>
      )}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onType(text);
      }}
      onChange={(_event, chosen) => {
        if (chosen === null) return onType('');
        onPick(typeof chosen === 'string' ? chosen : chosen.label);
      }}
      sx={{ flex: '1 1 22rem', maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Search documents"
          placeholder={Messages.documentsSearchPlaceholder}
          slotProps={{
            // The label stays above the box so the spec's placeholder is always in view.
            inputLabel: { ...params.InputLabelProps, shrink: true },
            htmlInput: { ...params.inputProps, maxLength: FINDER_INPUT_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
