#pragma once

// Every cap on what Starboard reads from a file, in one place (docs/data-formats.md,
// "Limits"). A file past a cap is refused with a message that names the file, the place
// and the limit, before anything costly is done with it. Each cap is tested at the limit
// (accepted) and one past it (refused): tests/data/tst_data_documents.cpp.

#include <QtGlobal>

namespace starboard::data {

// The size of one file in bytes (checked before parsing, and by the Workshop before saving).
inline constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;
// Levels of nested lists and objects; the root object is level 1.
inline constexpr int kMaxNesting = 32;
// The length of one string (a key or a value) in bytes as written in the file, escapes
// included. The longest string of the shipped files has 88 bytes.
inline constexpr qsizetype kMaxStringBytes = 4096;
// The elements of one list or the members of one object. A record's "actions" is the
// longest list a real file has (a few hundred); the loaders cap the lists they read
// further (sectors, ship types, quickThings below).
inline constexpr qsizetype kMaxElements = 1000000;
// Galaxy of D's quick setup places each Thing of "quickThings" in its own sector, so
// the list holds at most one entry per sector (the engine's kMaxSectors). A longer list
// only slows every game's setup down (700,000 entries took 15 s).
inline constexpr int kMaxQuickThings = 4096;

} // namespace starboard::data
