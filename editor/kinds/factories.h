#pragma once

// The editor factory of each document kind (documentkinds.cpp lists them). Each lives in
// its own folder kinds/<kind>/; a factory that returns nullptr leaves the kind to the
// generic tree editor.

class QWidget;

namespace starboard::editor {

class Document;

QWidget *createGalaxyEditor(Document *document, QWidget *parent);  // kinds/galaxy
QWidget *createShipsEditor(Document *document, QWidget *parent);   // kinds/ships
QWidget *createRulesetEditor(Document *document, QWidget *parent); // kinds/ruleset (both games)
QWidget *createDeckEditor(Document *document, QWidget *parent);    // kinds/deck
QWidget *createTechnologiesEditor(Document *document, QWidget *parent); // kinds/deck
QWidget *createGfSpawnDeckEditor(Document *document, QWidget *parent);  // kinds/gfspawn
QWidget *createGfShipsEditor(Document *document, QWidget *parent);      // kinds/gftables
QWidget *createGfEquipmentEditor(Document *document, QWidget *parent);  // kinds/gftables
QWidget *createGwCardsEditor(Document *document, QWidget *parent);      // kinds/gwcards
QWidget *createGwBoardEditor(Document *document, QWidget *parent);      // kinds/gwboard

} // namespace starboard::editor
