#pragma once

// The Galaxy of D galaxy editor (starboard.galaxy): the hex canvas with its tools (paint
// and erase sectors, place and clear fixed Things, the Mirror option that keeps the two
// halves point-symmetric) and the live checks beside it. Every stroke of the mouse is one
// undo step, and so is every key that uses a tool (the canvas's keyboard cursor: Space or
// Enter, Shift+arrow, Delete).

#include "document.h"
#include "editorwidget.h"
#include "galaxymap.h"
#include "games/galaxy-of-d/content.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QTemporaryDir>

#include <array>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QTimer;

namespace starboard::editor {
class BoardPreview;
}

namespace starboard::editor::galaxy {

class GalaxyCanvas;

// One line of the checks panel.
struct GalaxyCheck
{
    QString id; // "connected", "things-apart", "cargo", "starbases", "symmetry", "loader"
    bool ok = true;
    QString text;    // translated
    QString pointer; // what a click selects ("" for nothing)
    QSet<Hex> hexes; // sectors to mark on the canvas
};

// What the checks need from the rest of the content: the Things, ships and ruleset the game
// plays the galaxy with (the open files the checks across files use, else the shipped ones).
struct GalaxyRules
{
    QHash<QString, QString> thingKinds; // Thing id -> "planet", "asteroid", "spaceport", "pirate"
    QList<QPair<QString, QString>> things; // (id, English name) in the file's order
    // The rest of the game's content (ships, Things and ruleset): the cargo price
    // and the Starbase room are the engine's rules (god::GodGame), asked on the edited map.
    god::Content content;
    static GalaxyRules shipped();
    // From these documents (an empty one: the shipped file).
    static GalaxyRules fromDocuments(const QJsonObject &things, const QJsonObject &ships,
                                     const QJsonObject &ruleset);
};

class GalaxyEditor : public EditorWidget
{
    Q_OBJECT

public:
    enum class Tool
    {
        Paint,
        Erase,
        PlaceThing,
        ClearThing,
        StarbaseSector // marks or unmarks the sectors a Starbase may be placed on
    };

    GalaxyEditor(Document *document, QWidget *parent);
    ~GalaxyEditor() override;

    void selectPointer(const QString &pointer) override;

    GalaxyCanvas *canvas() const { return m_canvas; }
    // What the map's list item of a hex says to screen readers (and the keyboard's cursor): its
    // coordinates, whether it is a sector, its fixed Thing, a Starbase sector, warnings.
    QString hexText(Hex hex) const;
    const GalaxyMap &map() const { return m_map; }
    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    QString thingId() const; // the Thing the Place Thing tool places
    void setThingId(const QString &id);
    bool mirror() const;
    void setMirror(bool on);
    // The live preview: the galaxy as the game's board draws it (a quick-setup game on the
    // edited galaxy, the shipped ships, Things and ruleset), rebuilt shortly after each edit.
    BoardPreview *preview() const { return m_preview; }
    bool previewShown() const;
    void setPreviewShown(bool on);
    void updatePreview(); // now, instead of after the pause

    // The checks of the current content (recomputed after a change, at the latest here).
    QList<GalaxyCheck> checks();
    static QList<GalaxyCheck> checkGalaxy(const GalaxyMap &map, const GalaxyRules &rules,
                                          const QList<Problem> &problems,
                                          std::optional<QPoint> mirrorCentre);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void contentChanged();
    void showPointer(std::optional<QPoint> hex);
    void describeCursor(); // screen readers hear the hexes again
    void cursorChanged(Hex hex);
    void eraseByKey(Hex hex);
    QString thingName(const QString &id) const;
    void fillThingBox();
    void updateRules();
    void showNameAndId();
    void setMember(const QString &pointer, const QString &text, const QString &undoText);
    void refreshChecks();
    void strokeStarted();
    void hexStroked(Hex hex);
    void strokeFinished();
    void beginEdit(const QString &text);
    void paintSector(Hex hex);
    void eraseSector(Hex hex);
    void placeThing(Hex hex, const QString &id);
    void clearThing(Hex hex);
    void markStarbaseSector(Hex hex);
    void setStarbaseSectors(const QList<int> &sectors, const QString &text);
    void removeThing(int index);
    void checkActivated(QListWidgetItem *item);
    void schedulePreview();

    GalaxyRules m_rules;
    std::array<QJsonObject, 3> m_rulesFrom; // the Things, ships and rules m_rules came from
    GalaxyMap m_map;
    Tool m_tool = Tool::Paint;
    GalaxyCanvas *m_canvas = nullptr;
    QListWidget *m_checkList = nullptr;
    QComboBox *m_thingBox = nullptr;
    QLabel *m_pointerLabel = nullptr;
    std::optional<Hex> m_shownHex; // the hex the pointer label names
    QLineEdit *m_nameEdit = nullptr;
    QLineEdit *m_idEdit = nullptr;
    QActionGroup *m_tools = nullptr;
    QAction *m_mirror = nullptr;
    QPoint m_mirrorCentre;
    QList<GalaxyCheck> m_checks;
    QTimer *m_refreshTimer = nullptr;
    BoardPreview *m_preview = nullptr;
    QWidget *m_previewPane = nullptr;
    QAction *m_previewAction = nullptr;
    QTimer *m_previewTimer = nullptr;
    QTemporaryDir m_previewDir;
    bool m_previewDirty = true;
    bool m_checksDirty = true;
    bool m_inStroke = false;
    bool m_macroOpen = false;
    std::optional<bool> m_strokeMarks; // Starbase sector tool: this stroke marks or unmarks
};

} // namespace starboard::editor::galaxy
