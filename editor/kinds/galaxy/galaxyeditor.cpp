#include "galaxyeditor.h"

#include "boardpreview.h"
#include "data/atomicwrite.h"
#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "galaxyart.h"
#include "galaxycanvas.h"
#include "gamecatalog.h"
#include "games/galaxy-of-d/god_game.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace starboard::editor::galaxy {

namespace {

QJsonObject shippedDocument(const char *name)
{
    QFile file(QStringLiteral(":/data/galaxy-of-d/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString kindName(god::ThingKind kind)
{
    switch (kind) {
    case god::ThingKind::Planet:
        return QStringLiteral("planet");
    case god::ThingKind::Asteroid:
        return QStringLiteral("asteroid");
    case god::ThingKind::Spaceport:
        return QStringLiteral("spaceport");
    case god::ThingKind::Pirate:
        return QStringLiteral("pirate");
    }
    return {};
}

QIcon checkIcon(bool ok)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    if (ok) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x2e, 0x9e, 0x5b));
        painter.drawEllipse(QRectF(2, 2, 28, 28));
        painter.setPen(QPen(Qt::white, 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(QPolygonF{QPointF(9, 16.5), QPointF(14, 21.5), QPointF(23, 11)});
    } else {
        painter.setPen(QPen(QColor(0x8a, 0x64, 0x18), 1.5));
        painter.setBrush(QColor(0xf2, 0xc1, 0x4e));
        painter.drawPolygon(QPolygonF{QPointF(16, 2), QPointF(30.5, 29), QPointF(1.5, 29)});
        painter.setPen(QPen(QColor(0x1a, 0x1a, 0x1a), 3.5, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(16, 11), QPointF(16, 19.5));
        painter.drawPoint(QPointF(16, 24.5));
    }
    return QIcon(pixmap);
}

QJsonObject sectorJson(Hex hex)
{
    return QJsonObject{{QStringLiteral("q"), hex.x()}, {QStringLiteral("r"), hex.y()}};
}

} // namespace

GalaxyRules GalaxyRules::shipped()
{
    return fromDocuments({}, {}, {});
}

GalaxyRules GalaxyRules::fromDocuments(const QJsonObject &things, const QJsonObject &ships,
                                       const QJsonObject &ruleset)
{
    GalaxyRules rules;
    QStringList errors;
    std::vector<god::ThingType> thingTypes;
    if (data::loadThings(things.isEmpty() ? shippedDocument("things.json") : things,
                         QStringLiteral("things.json"), thingTypes, errors)) {
        for (const auto &thing : thingTypes) {
            const QString id = QString::fromStdString(thing.id);
            rules.thingKinds.insert(id, kindName(thing.kind));
            rules.things.append({id, QString::fromStdString(thing.name)});
        }
    }
    rules.content.things = std::move(thingTypes);
    data::loadShips(ships.isEmpty() ? shippedDocument("ships.json") : ships,
                    QStringLiteral("ships.json"), rules.content.ships, errors);
    data::loadRuleset(ruleset.isEmpty() ? shippedDocument("ruleset.json") : ruleset,
                      QStringLiteral("ruleset.json"), rules.content.ruleset, errors);
    return rules;
}

// The name and id fields finish editing when they lose focus, which their destruction
// makes them do: by then this editor is half destroyed and must not hear of it.
GalaxyEditor::~GalaxyEditor()
{
    m_nameEdit->disconnect(this);
    m_idEdit->disconnect(this);
    m_canvas->setHexNamer({}); // the map outlives this editor's members
}

GalaxyEditor::GalaxyEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_rules(GalaxyRules::shipped())
{
    m_map = GalaxyMap::fromJson(document->content());

    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->setIconSize(QSize(20, 20));
    // The tools' keys work while the focus is anywhere in this editor (one per tab).
    auto withKey = [this](QAction *action, const QString &tip, Qt::Key key) {
        action->setShortcut(QKeySequence(key));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(
            tip, action->shortcut().toString(QKeySequence::NativeText)));
    };
    m_tools = new QActionGroup(this);
    m_tools->setExclusive(true);
    auto addTool = [&](Tool tool, const QString &text, const QString &tip, const char *name,
                       const char *icon, Qt::Key key) {
        QAction *action = toolBar->addAction(toolIcon(QLatin1String(icon)), text);
        action->setObjectName(QLatin1String(name));
        withKey(action, tip, key);
        action->setCheckable(true);
        action->setData(int(tool));
        m_tools->addAction(action);
        connect(action, &QAction::triggered, this, [this, tool] { m_tool = tool; });
        return action;
    };
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a drawing tool in the tool
    //: bar (a verb phrase: paint sectors onto the map). Keep it short.
    addTool(Tool::Paint, tr("Paint sector"), tr("Click or drag to add sectors"), "paintTool",
            "paint", Qt::Key_P)
        ->setChecked(true);
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a drawing tool in the tool
    //: bar (a verb: erase sectors). Keep it short.
    addTool(Tool::Erase, tr("Erase"), tr("Click or drag to remove sectors and their Things"),
            "eraseTool", "erase", Qt::Key_E);
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a drawing tool in the tool
    //: bar (a verb phrase). A Thing is the game's term for what lies on a sector (a planet, an
    //: asteroid ...). Keep it short.
    addTool(Tool::PlaceThing, tr("Place Thing"), tr("Click a sector to fix the chosen Thing on it"),
            "placeThingTool", "place", Qt::Key_T);
    m_thingBox = new QComboBox(toolBar);
    m_thingBox->setObjectName(QStringLiteral("thingBox"));
    m_thingBox->setToolTip(tr("The Thing that Place Thing places"));
    fillThingBox();
    toolBar->addWidget(m_thingBox);
    connect(m_thingBox, &QComboBox::activated, this, [this] { setTool(Tool::PlaceThing); });
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a drawing tool in the tool
    //: bar (a verb phrase: remove a fixed Thing). Keep it short.
    addTool(Tool::ClearThing, tr("Clear Thing"), tr("Click a sector to remove its fixed Thing"),
            "clearThingTool", "clear", Qt::Key_C);
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a drawing tool in the tool
    //: bar: mark the sectors where a Starbase (the game's term: a side's home base) may be placed.
    //: Keep it short.
    addTool(Tool::StarbaseSector, tr("Starbase sector"),
            tr("Click a sector to allow or forbid a Starbase there. With none marked the players "
               "may place their Starbases on any sector the rules allow"),
            "starbaseTool", "starbase", Qt::Key_S);
    toolBar->addSeparator();
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a tool bar button (a
    //: verb): keep the map symmetric, every change mirrored. Keep it short.
    m_mirror = toolBar->addAction(toolIcon(QStringLiteral("mirror")), tr("Mirror"));
    m_mirror->setObjectName(QStringLiteral("mirrorAction"));
    m_mirror->setCheckable(true);
    withKey(m_mirror,
            tr("Keep the two halves point-symmetric: every edit also applies to the hex a half "
               "turn about the centre maps it to"),
            Qt::Key_M);
    connect(m_mirror, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_mirrorCentre = symmetryCentre(m_map);
        m_canvas->setMirrorCentre(on ? std::optional<QPoint>(m_mirrorCentre) : std::nullopt);
        m_checksDirty = true;
        refreshChecks();
    });
    toolBar->addSeparator();
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a tool bar button (a
    //: verb): zoom the map to fit the window. Keep it short.
    QAction *fit = toolBar->addAction(toolIcon(QStringLiteral("fit")), tr("Fit"));
    fit->setObjectName(QStringLiteral("fitAction"));
    withKey(fit, tr("Show the whole galaxy"), Qt::Key_F);
    toolBar->addSeparator();
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a tool bar button and a
    //: heading: show how the game draws the galaxy (a noun). Keep it short.
    m_previewAction = toolBar->addAction(toolIcon(QStringLiteral("preview")), tr("Preview"));
    m_previewAction->setObjectName(QStringLiteral("previewAction"));
    m_previewAction->setCheckable(true);
    m_previewAction->setChecked(true);
    // A key as every tool bar action has (the tool bar is not in the Tab chain).
    withKey(m_previewAction, tr("Show the galaxy as the game's board draws it"), Qt::Key_V);

    m_canvas = new GalaxyCanvas(this);
    m_canvas->setObjectName(QStringLiteral("galaxyCanvas"));
    // Screen readers: the map by name, the keys as its description, its hexes as a list.
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): the screen reader's name
    //: of the map being edited.
    m_canvas->setAccessibleName(tr("Galaxy map"));
    // Its hexes are a list for screen readers, each named as hexText() describes it.
    m_canvas->setHexNamer([this](Hex hex) { return hexText(hex); });
    m_canvas->setMap(&m_map);
    m_canvas->setThingKinds(m_rules.thingKinds);
    connect(fit, &QAction::triggered, m_canvas, &GalaxyCanvas::fitToGalaxy);
    connect(m_canvas, &GalaxyCanvas::strokeStarted, this, &GalaxyEditor::strokeStarted);
    connect(m_canvas, &GalaxyCanvas::hexStroked, this, &GalaxyEditor::hexStroked);
    connect(m_canvas, &GalaxyCanvas::strokeFinished, this, &GalaxyEditor::strokeFinished);
    connect(m_canvas, &GalaxyCanvas::cursorChanged, this, &GalaxyEditor::cursorChanged);
    connect(m_canvas, &GalaxyCanvas::hexErased, this, &GalaxyEditor::eraseByKey);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 6, 6, 6);
    // The galaxy's name (shown to the players) and id (in saved games and records).
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 6);
    m_nameEdit = new QLineEdit(side);
    m_nameEdit->setObjectName(QStringLiteral("galaxyName"));
    m_nameEdit->setToolTip(tr("The galaxy's name, as the players see it"));
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a field's label: the
    //: galaxy's name.
    form->addRow(tr("Name"), m_nameEdit);
    m_idEdit = new QLineEdit(side);
    m_idEdit->setObjectName(QStringLiteral("galaxyId"));
    m_idEdit->setToolTip(tr("The galaxy's id: lowercase letters, digits and '-' (saved games "
                            "name the galaxy by it)"));
    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a field's label: the
    //: galaxy's identifier (a short technical name).
    form->addRow(tr("Id"), m_idEdit);
    sideLayout->addLayout(form);
    connect(m_nameEdit, &QLineEdit::editingFinished, this, [this] {
        setMember(QStringLiteral("/name"), m_nameEdit->text(),
                  //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1:
                  //: the new name, e.g. 'Spiral arm'.
                  tr("Rename the galaxy to %1").arg(m_nameEdit->text()));
    });
    connect(m_idEdit, &QLineEdit::editingFinished, this, [this] {
        setMember(QStringLiteral("/id"), m_idEdit->text(),
                  //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1:
                  //: the new identifier, e.g. 'spiral-arm'.
                  tr("Change the galaxy's id to %1").arg(m_idEdit->text()));
    });
    showNameAndId();

    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): the heading of the list of
    //: checks of the map (a noun, plural: tests the map passes or fails).
    auto *title = new QLabel(tr("Checks"), side);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    sideLayout->addWidget(title);
    m_checkList = new QListWidget(side);
    m_checkList->setObjectName(QStringLiteral("checkList"));
    m_checkList->setWordWrap(true);
    m_checkList->setIconSize(QSize(18, 18));
    m_checkList->setSpacing(2);
    sideLayout->addWidget(m_checkList, 1);
    auto *hint = new QLabel(tr("Left button: use the tool (a drag is one step to undo). "
                               "Right button: move the map. Wheel: zoom."),
                            side);
    hint->setWordWrap(true);
    sideLayout->addWidget(hint);
    //: Workshop, galaxy editor: the screen reader's name of the list of checks (as its heading).
    m_checkList->setAccessibleName(tr("Checks"));
    // Enter or Return on a check (activated) does what a click does.
    connect(m_checkList, &QListWidget::itemActivated, this, &GalaxyEditor::checkActivated);
    connect(m_checkList, &QListWidget::itemClicked, m_checkList, &QListWidget::itemActivated);

    m_previewPane = new QWidget(this);
    auto *previewLayout = new QVBoxLayout(m_previewPane);
    previewLayout->setContentsMargins(6, 6, 6, 6);
    auto *previewTitle = new QLabel(tr("Preview"), m_previewPane);
    previewTitle->setFont(bold);
    previewTitle->setToolTip(tr("A quick-setup game on this galaxy, drawn by the game's own "
                                "board: try placing Things and Starbases on it"));
    previewLayout->addWidget(previewTitle);
    m_preview = new BoardPreview(m_previewPane);
    m_preview->setMinimumSize(240, 200);
    previewLayout->addWidget(m_preview, 1);

    auto *sideSplitter = new QSplitter(Qt::Vertical, this);
    sideSplitter->addWidget(side);
    sideSplitter->addWidget(m_previewPane);
    sideSplitter->setStretchFactor(0, 0);
    sideSplitter->setStretchFactor(1, 1);
    sideSplitter->setSizes({260, 320});
    sideSplitter->setChildrenCollapsible(false);

    // Under the map: the sector under the pointer, named as the game's log names it.
    auto *mapPane = new QWidget(this);
    auto *mapLayout = new QVBoxLayout(mapPane);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->setSpacing(2);
    mapLayout->addWidget(m_canvas, 1);
    m_pointerLabel = new QLabel(mapPane);
    m_pointerLabel->setObjectName(QStringLiteral("pointerLabel"));
    m_pointerLabel->setContentsMargins(6, 0, 6, 2);
    mapLayout->addWidget(m_pointerLabel);
    // And the keys of the map (issue 12), under it where the line is long enough for them.
    auto *keys = new QLabel(tr("Keyboard: arrows move the white ring, Space or Enter uses the "
                               "tool, Shift+arrow moves and uses it, Delete erases."),
                            mapPane);
    keys->setObjectName(QStringLiteral("keyboardHint"));
    m_canvas->setAccessibleDescription(keys->text());
    keys->setWordWrap(true);
    keys->setContentsMargins(6, 0, 6, 2);
    mapLayout->addWidget(keys);
    connect(m_canvas, &GalaxyCanvas::pointerHexChanged, this, &GalaxyEditor::showPointer);
    showPointer(std::nullopt);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(mapPane);
    splitter->addWidget(sideSplitter);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({700, 360});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    layout->addWidget(splitter, 1);
    // Tab goes from the toolbar's Thing box to the map and on to the name (the map's pane
    // is made after the side panel, which would put the map last, after the preview).
    setTabOrder(m_thingBox, m_canvas);
    setTabOrder(m_canvas, m_nameEdit);

    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(40);
    connect(m_refreshTimer, &QTimer::timeout, this, &GalaxyEditor::refreshChecks);
    m_previewTimer = new QTimer(this);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(400);
    connect(m_previewTimer, &QTimer::timeout, this, &GalaxyEditor::updatePreview);
    connect(m_previewAction, &QAction::toggled, this, &GalaxyEditor::setPreviewShown);

    connect(document, &Document::changed, this, &GalaxyEditor::contentChanged);
    refreshChecks();
    schedulePreview();
}

bool GalaxyEditor::previewShown() const
{
    return m_previewAction->isChecked();
}

void GalaxyEditor::setPreviewShown(bool on)
{
    m_previewAction->setChecked(on);
    m_previewPane->setVisible(on);
    if (on)
        schedulePreview();
}

void GalaxyEditor::fillThingBox()
{
    const QString current = m_thingBox->currentData().toString();
    const QSignalBlocker blocker(m_thingBox);
    m_thingBox->clear();
    for (const auto &[id, name] : std::as_const(m_rules.things))
        m_thingBox->addItem(QCoreApplication::translate("GalaxyOfDContent", qPrintable(name)), id);
    if (const int at = m_thingBox->findData(current); at >= 0)
        m_thingBox->setCurrentIndex(at);
}

void GalaxyEditor::updateRules()
{
    // The Things, ships and rules the game would play this galaxy with: the open files the
    // checks across files use (those without problems of their own), else the shipped ones.
    QJsonObject things, ships, ruleset;
    for (const Document *other : document()->companions()) {
        if (!data::validateDocument(other->content(), other->messageName()).isEmpty())
            continue;
        const QString format = other->kind().format;
        if (format == QLatin1String("starboard.things"))
            things = other->content();
        else if (format == QLatin1String("starboard.ships"))
            ships = other->content();
        else if (format == QLatin1String("starboard.ruleset"))
            ruleset = other->content();
    }
    if (things == m_rulesFrom[0] && ships == m_rulesFrom[1] && ruleset == m_rulesFrom[2])
        return;
    m_rulesFrom = {things, ships, ruleset};
    m_rules = GalaxyRules::fromDocuments(things, ships, ruleset);
    m_canvas->setThingKinds(m_rules.thingKinds);
    fillThingBox();
    m_checksDirty = true;
}

void GalaxyEditor::showEvent(QShowEvent *event)
{
    EditorWidget::showEvent(event);
    updateRules();
    // The checks across files, and the files the preview plays with, may have changed in
    // another tab.
    m_checksDirty = true;
    refreshChecks();
    m_previewDirty = true;
    // A board at once when the editor appears; after edits it waits for a pause.
    if (m_previewDirty)
        updatePreview();
}

void GalaxyEditor::schedulePreview()
{
    m_previewDirty = true;
    if (previewShown())
        m_previewTimer->start();
}

void GalaxyEditor::updatePreview()
{
    m_previewTimer->stop();
    if (!m_previewDirty || !previewShown())
        return;
    m_previewDirty = false;
    const QList<Problem> problems = document()->problems();
    if (!problems.isEmpty()) {
        m_preview->showMessage(
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): %1: a problem
            //: found in the galaxy, a sentence.
            tr("The preview appears when the game can load the galaxy. First problem:\n%1")
                .arg(problems.first().message));
        return;
    }
    // The game reads files: the edited galaxy goes to a file of its own for the preview.
    const QString path = m_previewDir.filePath(QStringLiteral("galaxy.json"));
    QString error, reason;
    if (!m_previewDir.isValid() ||
        !data::writeFileAtomically(path, document()->serialized(), error, &reason)) {
        m_preview->showMessage(
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): %1: the system's
            //: reason, e.g. 'Permission denied'.
            tr("The preview cannot write its copy of the galaxy (%1).")
                .arg(m_previewDir.isValid() ? reason : m_previewDir.errorString()));
        return;
    }
    const QString gameId = QStringLiteral("galaxy-of-d");
    QVariantList seats;
    for (int seat = 0; seat < 2; ++seat)
        seats.append(QVariantMap{{QStringLiteral("name"), GameCatalog::sideName(gameId, seat)},
                                 {QStringLiteral("human"), true}});
    QVariantMap config{{QStringLiteral("gameId"), gameId},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("setup"), QStringLiteral("quick")},
                       {QStringLiteral("galaxyFile"), path},
                       {QStringLiteral("seed"), QStringLiteral("1")}};
    // With the open files the checks used (an open Things file the galaxy's Things are in),
    // each as it is now, saved or not.
    for (const Document *other : document()->companions()) {
        if (!data::validateDocument(other->content(), other->messageName()).isEmpty())
            continue; // the checks use the shipped file instead
        const QString format = other->kind().format;
        const QString copy =
            m_previewDir.filePath(contentFilesMember(format) + QStringLiteral(".json"));
        if (data::writeFileAtomically(copy, other->serialized(), error))
            config.insert(sessionConfigKey(format), copy);
    }
    m_preview->showGame(config);
}

void GalaxyEditor::setTool(Tool tool)
{
    m_tool = tool;
    for (QAction *action : m_tools->actions())
        action->setChecked(action->data().toInt() == int(tool));
}

QString GalaxyEditor::thingId() const
{
    return m_thingBox->currentData().toString();
}

void GalaxyEditor::setThingId(const QString &id)
{
    const int index = m_thingBox->findData(id);
    if (index >= 0)
        m_thingBox->setCurrentIndex(index);
}

bool GalaxyEditor::mirror() const
{
    return m_mirror->isChecked();
}

void GalaxyEditor::setMirror(bool on)
{
    m_mirror->setChecked(on);
}

void GalaxyEditor::showPointer(std::optional<QPoint> hex)
{
    m_shownHex = hex;
    if (!hex) {
        m_pointerLabel->setText(tr("Point at a hex to see its coordinates"));
        return;
    }
    m_pointerLabel->setText(
        m_map.sectorIndex(*hex) >= 0
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal
            //: sectors): a sector's tool tip. %1: a sector, e.g. 'sector 4,-1'.
            ? tr("%1 (in the galaxy)").arg(sectorName(*hex))
            : /*: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a sector's tool
                 tip. %1: a sector, e.g. 'sector 4,-1'. */
            tr("%1 (empty)").arg(sectorName(*hex)));
}

void GalaxyEditor::showNameAndId()
{
    // Not while the user types there.
    const QString name = document()->value(QStringLiteral("/name")).toString();
    const QString id = document()->value(QStringLiteral("/id")).toString();
    if (m_nameEdit->text() != name) {
        const QSignalBlocker blocker(m_nameEdit);
        m_nameEdit->setText(name);
    }
    if (m_idEdit->text() != id) {
        const QSignalBlocker blocker(m_idEdit);
        m_idEdit->setText(id);
    }
}

void GalaxyEditor::setMember(const QString &pointer, const QString &text, const QString &undoText)
{
    if (document()->value(pointer).toString() == text)
        return;
    document()->setValue(pointer, text, undoText);
}

void GalaxyEditor::contentChanged()
{
    m_map = GalaxyMap::fromJson(document()->content());
    m_canvas->hexesChanged();
    showNameAndId();
    showPointer(m_shownHex); // painted or erased under the pointer or the keyboard's ring
    // The cursor's hex is described again once the checks are (refreshChecks()).
    m_checksDirty = true;
    schedulePreview();
    // During a stroke the checks wait until it pauses; otherwise they follow at once.
    if (m_inStroke)
        m_refreshTimer->start();
    else
        refreshChecks();
}

QList<GalaxyCheck> GalaxyEditor::checks()
{
    refreshChecks();
    return m_checks;
}

void GalaxyEditor::refreshChecks()
{
    m_refreshTimer->stop();
    if (!m_checksDirty)
        return;
    m_checksDirty = false;
    m_checks = checkGalaxy(m_map, m_rules, document()->problems(),
                           mirror() ? std::optional<QPoint>(m_mirrorCentre) : std::nullopt);
    m_checkList->clear();
    QSet<Hex> warned;
    const QIcon good = checkIcon(true), bad = checkIcon(false);
    for (const GalaxyCheck &check : std::as_const(m_checks)) {
        auto *item = new QListWidgetItem(check.ok ? good : bad, check.text, m_checkList);
        item->setData(Qt::UserRole, check.pointer);
        item->setData(Qt::UserRole + 1, check.id);
        if (!check.pointer.isEmpty())
            item->setToolTip(tr("Click to show it on the map"));
        if (!check.ok)
            warned.unite(check.hexes);
    }
    m_canvas->setWarned(warned);
    describeCursor();
}

QString GalaxyEditor::thingName(const QString &id) const
{
    for (const auto &[thingId, name] : std::as_const(m_rules.things))
        if (thingId == id)
            return QCoreApplication::translate("GalaxyOfDContent", qPrintable(name));
    return id;
}

QString GalaxyEditor::hexText(Hex hex) const
{
    const int sector = m_map.sectorIndex(hex);
    QStringList parts{sector >= 0 ? tr("%1 (in the galaxy)").arg(sectorName(hex))
                                  : tr("%1 (empty)").arg(sectorName(hex))};
    if (sector >= 0) {
        if (const int thing = m_map.thingAt.value(sector, -1); thing >= 0)
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a sector's tool
            //: tip. %1: a Thing's name, e.g. 'Planet'. A fixed Thing is placed by the designer
            //: rather than drawn at random.
            parts.append(tr("Fixed Thing: %1").arg(thingName(m_map.things[thing].thing)));
        if (m_map.isStarbaseSector(sector))
            parts.append(tr("Starbase sector"));
    }
    for (const GalaxyCheck &check : m_checks) {
        if (!check.ok && check.hexes.contains(hex))
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a sector's tool
            //: tip. %1: a check's text, e.g. '2 sector(s) cannot be reached from sector 0,0'.
            parts.append(tr("Warning: %1").arg(check.text));
    }
    return parts.join(QStringLiteral(". "));
}

void GalaxyEditor::describeCursor()
{
    // Screen readers hear the cursor's hex again when its name changed (painted, erased, a
    // Thing placed, a warning on it).
    m_canvas->hexNamesChanged();
}

void GalaxyEditor::cursorChanged(Hex hex)
{
    // With the ring shown (a key): the label under the map names the ring's hex (after a
    // click, the pointer's).
    if (m_canvas->cursorShown())
        showPointer(hex);
}

void GalaxyEditor::eraseByKey(Hex hex)
{
    // Delete or Backspace: as the Erase tool's click, whatever tool is chosen.
    const Tool tool = std::exchange(m_tool, Tool::Erase);
    strokeStarted();
    hexStroked(hex);
    strokeFinished();
    m_tool = tool;
}

namespace {

// The engine's game on the edited map: its sectors are the map's readable ones in file
// order (a broken entry is left out; the loader's problems name it), so that the hex
// geometry (neighbours, distances) and the galaxy rules are the game's own. `thingAt` holds
// the fixed Things by the engine's ThingType index.
struct EngineMap
{
    std::shared_ptr<god::GodGame> game; // nullptr without sectors
    std::vector<int> thingAt;           // per engine sector
    QList<int> engineIndex;             // per map sector: its engine sector, or -1
    QList<int> mapIndex;                // per engine sector: its map sector

    int engineSector(int sector) const { return engineIndex.value(sector, -1); }
    // The map sector next to `sector` in direction `dir` (0..5), or -1.
    int neighbour(int sector, int dir) const
    {
        const int at = engineSector(sector);
        const int next = game && at >= 0 ? game->neighbour(at, dir) : -1;
        return next < 0 ? -1 : mapIndex[next];
    }
};

EngineMap engineMap(const GalaxyMap &map, const GalaxyRules &rules)
{
    EngineMap engine;
    auto content = std::make_shared<god::Content>(rules.content);
    content->galaxy = god::Galaxy{};
    for (int i = 0; i < map.sectors.size(); ++i) {
        const auto &sector = map.sectors[i];
        engine.engineIndex.append(sector ? int(engine.mapIndex.size()) : -1);
        if (!sector)
            continue;
        engine.mapIndex.append(i);
        content->galaxy.sectors.push_back({sector->x(), sector->y()});
    }
    if (content->galaxy.sectors.empty())
        return engine;
    for (const int sector : map.starbaseSectors) {
        if (engine.engineSector(sector) >= 0)
            content->galaxy.starbaseSectors.push_back(engine.engineSector(sector));
    }
    engine.game = god::GodGame::create(content);
    engine.thingAt.assign(content->galaxy.sectors.size(), -1);
    for (const FixedThing &thing : map.things) {
        if (const int at = engine.engineSector(thing.sector); at >= 0)
            engine.thingAt[std::size_t(at)] =
                engine.game->thingTypeIndex(thing.thing.toStdString());
    }
    return engine;
}

} // namespace

QList<GalaxyCheck> GalaxyEditor::checkGalaxy(const GalaxyMap &map, const GalaxyRules &rules,
                                             const QList<Problem> &problems,
                                             std::optional<QPoint> mirrorCentre)
{
    QList<GalaxyCheck> checks;
    const int count = int(map.sectors.size());
    auto sectorHex = [&](int sector) -> std::optional<Hex> {
        return sector >= 0 && sector < count ? map.sectors[sector] : std::nullopt;
    };
    auto thingKind = [&](int thing) { return rules.thingKinds.value(map.things[thing].thing); };
    // The game on this map: its geometry and its rules for the checks below.
    const EngineMap engine = engineMap(map, rules);
    const auto &game = engine.game;

    // The map is connected (the game's distances from the first sector).
    {
        GalaxyCheck check{QStringLiteral("connected"), true, {}, {}, {}};
        const int first = engine.mapIndex.isEmpty() ? -1 : engine.mapIndex.first();
        int cut = 0, firstCut = -1;
        for (int e = 0; e < engine.mapIndex.size(); ++e) {
            if (game->distance(0, e) >= 0)
                continue;
            ++cut;
            const int i = engine.mapIndex[e];
            check.hexes.insert(*map.sectors[i]);
            if (firstCut < 0)
                firstCut = i;
        }
        const int valid = int(engine.mapIndex.size());
        if (valid == 0) {
            check.ok = false;
            check.text = tr("The galaxy has no sectors");
        } else if (cut == 0) {
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n: the
            //: number of sectors.
            check.text = tr("The map is connected (%n sector(s))", nullptr, valid);
        } else {
            check.ok = false;
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n: the
            //: number of sectors; %1: a sector, e.g. 'sector 0,0'.
            check.text = tr("%n sector(s) cannot be reached from %1", nullptr, cut)
                             .arg(sectorName(*map.sectors[first]));
            check.pointer = QStringLiteral("/sectors/%1").arg(firstCut);
        }
        checks.append(check);
    }

    // No fixed Thing next to another.
    const bool fixed = !map.things.isEmpty();
    {
        GalaxyCheck check{QStringLiteral("things-apart"), true, {}, {}, {}};
        int pairs = 0;
        QString firstText;
        for (auto it = map.thingAt.constBegin(); it != map.thingAt.constEnd(); ++it) {
            const auto hex = sectorHex(it.key());
            if (!hex)
                continue;
            for (int dir = 0; dir < god::kDirections; ++dir) {
                const int other = engine.neighbour(it.key(), dir);
                if (other <= it.key() || !map.thingAt.contains(other))
                    continue;
                ++pairs;
                const Hex next = *map.sectors[other];
                check.hexes << *hex << next;
                const int a = std::min(it.value(), map.thingAt.value(other));
                if (check.pointer.isEmpty() ||
                    check.pointer > QStringLiteral("/things/%1/sector").arg(a)) {
                    check.pointer = QStringLiteral("/things/%1/sector").arg(a);
                    //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): two
                    //: sectors side by side. %1 and %2: sectors, e.g. 'sector 0,0 and sector 1,0'.
                    firstText = tr("%1 and %2").arg(sectorName(*hex), sectorName(next));
                }
            }
        }
        if (!fixed) {
            check.text = tr("No fixed Things: the Galaxy Setting places them when a game starts");
        } else if (pairs == 0) {
            check.text = tr("No fixed Thing is next to another");
        } else {
            check.ok = false;
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n: the
            //: number of pairs; %1: the first pair, e.g. 'sector 0,0 and sector 1,0'. A fixed
            //: Thing: a Thing placed by the designer.
            check.text = tr("%n pair(s) of fixed Things next to each other (%1)", nullptr, pairs)
                             .arg(firstText);
        }
        checks.append(check);
    }

    // The game's own rules on this map: the cargo price (5.1) and the Starbases (5.2).
    const std::vector<int> &thingAt = engine.thingAt;

    // A cargo price can be computed: a Spaceport and a planet it can reach.
    {
        GalaxyCheck check{QStringLiteral("cargo"), true, {}, {}, {}};
        int spaceport = -1;
        for (int k = 0; k < map.things.size() && spaceport < 0; ++k)
            if (thingKind(k) == QLatin1String("spaceport") && sectorHex(map.things[k].sector))
                spaceport = k;
        if (!fixed) {
            check.text = tr("The cargo price is set by the Galaxy Setting");
        } else if (spaceport < 0) {
            check.ok = false;
            check.text = tr("No Spaceport among the fixed Things: no cargo can be sold");
            check.pointer = QStringLiteral("/things");
        } else {
            check.pointer = QStringLiteral("/things/%1/sector").arg(spaceport);
            const int price = game ? game->cargoPrice(thingAt) : 0;
            if (price <= 0) {
                check.ok = false;
                check.text = tr("No planet can be reached from the Spaceport: the cargo price "
                                "is $0");
                check.hexes.insert(*sectorHex(map.things[spaceport].sector));
            } else {
                const int moves = price / std::max(1, rules.content.ruleset.cargoMultiplier);
                //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %1:
                //: an amount of money (after the dollar sign); %n: a number of moves. Cargo price
                //: and Spaceport are the game's terms.
                check.text = tr("Cargo price $%1 (the nearest planet is %n move(s) from the "
                                "Spaceport)",
                                nullptr, moves)
                                 .arg(price);
            }
        }
        checks.append(check);
    }

    // Room for two Starbases: not on a Thing, not next to one, far enough apart.
    {
        GalaxyCheck check{QStringLiteral("starbases"), true, {}, {}, {}};
        const int apart = rules.content.ruleset.minStarbaseDistance;
        const bool found = game && game->roomForStarbases(thingAt);
        const int marked = int(map.starbaseSectors.size());
        for (const int sector : map.starbaseSectors) {
            if (const auto hex = sectorHex(sector); hex && !found)
                check.hexes.insert(*hex);
        }
        if (marked == 1) {
            check.ok = false;
            check.pointer = QStringLiteral("/starbaseSectors");
            check.text = tr("Only one Starbase sector is marked: mark one for each player, or "
                            "none");
        } else if (marked > 0) {
            check.pointer = QStringLiteral("/starbaseSectors");
            if (found)
                //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n:
                //: the number of sectors marked; %1: a number of moves. Starbase: the game's term,
                //: a side's home base.
                check.text = tr("Two of the %n marked Starbase sector(s) are at least %1 moves "
                                "apart and away from the Things",
                                nullptr, marked)
                                 .arg(apart);
            else
                //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n:
                //: the number of sectors marked; %1: a number of moves. Starbase: the game's term,
                //: a side's home base.
                check.text = tr("No two of the %n marked Starbase sector(s) are %1 moves apart "
                                "and away from the Things (the game then drops the rule)",
                                nullptr, marked)
                                 .arg(apart);
            check.ok = found;
        } else if (found) {
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n: a
            //: number of moves. Starbase: the game's term, a side's home base.
            check.text = tr("Room for two Starbases at least %n move(s) apart", nullptr, apart);
        } else {
            check.ok = false;
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n: a
            //: number of moves. Starbase: the game's term, a side's home base.
            check.text = tr("No room for two Starbases %n move(s) apart and away from the "
                            "Things (the game then drops the rule)",
                            nullptr, apart);
        }
        checks.append(check);
    }

    // The Mirror option: the halves are point-symmetric.
    if (mirrorCentre) {
        GalaxyCheck check{QStringLiteral("symmetry"), true, {}, {}, {}};
        int broken = 0;
        for (int i = 0; i < count; ++i) {
            if (!map.sectors[i])
                continue;
            const int image = map.sectorIndex(mirrored(*map.sectors[i], *mirrorCentre));
            const int thing = map.thingAt.value(i, -1);
            const int imageThing = image < 0 ? -1 : map.thingAt.value(image, -1);
            const bool same = image >= 0 && (thing < 0) == (imageThing < 0) &&
                              (thing < 0 || thingKind(thing) == thingKind(imageThing)) &&
                              map.isStarbaseSector(i) == map.isStarbaseSector(image);
            if (same)
                continue;
            if (broken++ == 0)
                check.pointer = QStringLiteral("/sectors/%1").arg(i);
            check.hexes.insert(*map.sectors[i]);
        }
        if (broken == 0) {
            check.text = tr("The two halves are point-symmetric");
        } else {
            check.ok = false;
            //: Workshop, galaxy editor (Galaxy of D's map of hexagonal sectors): a check. %n: the
            //: number of sectors that break the symmetry.
            check.text = tr("%n sector(s) differ from their mirror image", nullptr, broken);
        }
        checks.append(check);
    }

    // The game's loader.
    if (problems.isEmpty()) {
        checks.append({QStringLiteral("loader"),
                       true,
                       tr("The game's loader accepts the galaxy"),
                       QString(),
                       {}});
    } else {
        for (const Problem &problem : problems) {
            GalaxyCheck check{
                QStringLiteral("loader"), false, problem.message, problem.pointer, {}};
            const QStringList tokens = splitPointer(problem.pointer);
            if (tokens.size() >= 2 && tokens[0] == QLatin1String("sectors")) {
                if (const auto hex = sectorHex(tokens[1].toInt()))
                    check.hexes.insert(*hex);
            }
            checks.append(check);
        }
    }
    return checks;
}

void GalaxyEditor::checkActivated(QListWidgetItem *item)
{
    const QString pointer = item->data(Qt::UserRole).toString();
    if (!pointer.isEmpty())
        selectPointer(pointer);
}

void GalaxyEditor::selectPointer(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    std::optional<Hex> hex;
    bool ok = false;
    const int index = tokens.size() >= 2 ? tokens[1].toInt(&ok) : -1;
    if (ok && tokens[0] == QLatin1String("sectors") && index < m_map.sectors.size()) {
        hex = m_map.sectors.value(index);
    } else if (ok && tokens[0] == QLatin1String("starbaseSectors") &&
               index < m_map.starbaseSectors.size()) {
        hex = m_map.sectors.value(m_map.starbaseSectors[index]);
    } else if (ok && tokens[0] == QLatin1String("things") && index < m_map.things.size()) {
        const int sector = m_map.things[index].sector;
        if (sector >= 0 && sector < m_map.sectors.size())
            hex = m_map.sectors[sector];
    }
    m_canvas->setHighlight(hex);
    if (hex) {
        m_canvas->centreOn(*hex);
        // The keyboard goes on from there (Enter on a check or a problem): the ring on the
        // hex, the focus on the map.
        m_canvas->setCursorHex(*hex);
        m_canvas->setFocus(Qt::ShortcutFocusReason);
    }
}

// Editing: one macro per stroke, opened at the stroke's first change.

void GalaxyEditor::strokeStarted()
{
    m_inStroke = true;
    m_macroOpen = false;
    m_strokeMarks.reset();
}

void GalaxyEditor::strokeFinished()
{
    if (m_macroOpen)
        document()->endMacro();
    m_macroOpen = false;
    m_inStroke = false;
    m_strokeMarks.reset();
    refreshChecks();
}

void GalaxyEditor::beginEdit(const QString &text)
{
    if (m_inStroke && !m_macroOpen) {
        document()->beginMacro(text);
        m_macroOpen = true;
    }
}

void GalaxyEditor::hexStroked(Hex hex)
{
    QList<Hex> targets{hex};
    if (mirror()) {
        const Hex image = mirrored(hex, m_mirrorCentre);
        if (image != hex)
            targets.append(image);
    }
    const QString id = thingId();
    for (const Hex &target : std::as_const(targets)) {
        switch (m_tool) {
        case Tool::Paint:
            paintSector(target);
            break;
        case Tool::Erase:
            eraseSector(target);
            break;
        case Tool::PlaceThing:
            placeThing(target, id);
            break;
        case Tool::ClearThing:
            clearThing(target);
            break;
        case Tool::StarbaseSector:
            markStarbaseSector(target);
            break;
        }
    }
}

void GalaxyEditor::paintSector(Hex hex)
{
    if (m_map.sectorIndex(hex) >= 0)
        return;
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). Painted with the
    //: tool 'Paint sector'.
    beginEdit(tr("Paint sectors"));
    document()->insertElement(QStringLiteral("/sectors"), int(m_map.sectors.size()),
                              //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo
                              //: history). %1: a sector, e.g. 'sector 4,-1'.
                              sectorJson(hex), tr("Add %1").arg(sectorName(hex)));
}

void GalaxyEditor::removeThing(int index)
{
    const auto hex = m_map.sectors.value(m_map.things[index].sector);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a sector, e.g.
    //: 'sector 4,-1'.
    const QString text = tr("Remove the Thing in %1").arg(hex ? sectorName(*hex) : QString());
    if (m_map.things.size() == 1)
        document()->setValue(QStringLiteral("/things"), QJsonValue(QJsonValue::Undefined), text);
    else
        document()->removeElement(QStringLiteral("/things"), index, text);
}

void GalaxyEditor::eraseSector(Hex hex)
{
    const int sector = m_map.sectorIndex(hex);
    if (sector < 0)
        return;
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). Erased with the tool
    //: 'Erase'.
    beginEdit(tr("Erase sectors"));
    // The Things on the sector go with it (the first one the loader knows, and any other).
    for (int k = int(m_map.things.size()) - 1; k >= 0; --k)
        if (m_map.things[k].sector == sector)
            removeThing(k);
    document()->removeElement(QStringLiteral("/sectors"), sector,
                              //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo
                              //: history). %1: a sector, e.g. 'sector 4,-1'.
                              tr("Remove %1").arg(sectorName(hex)));
    // The sectors after it move down by one: so do the Things' indices.
    for (int k = 0; k < m_map.things.size(); ++k) {
        const int at = m_map.things[k].sector;
        if (at > sector) {
            const auto moved = m_map.sectors.value(at - 1); // the map has lost the erased one
            document()->setValue(
                QStringLiteral("/things/%1/sector").arg(k), at - 1,
                //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
                //: sector, e.g. 'sector 4,-1'.
                tr("Renumber the Thing in %1").arg(moved ? sectorName(*moved) : QString()));
        }
    }
    // And the Starbase sectors (the erased one is no longer one).
    if (m_map.hasStarbaseSectors) {
        QList<int> kept;
        for (const int at : std::as_const(m_map.starbaseSectors)) {
            if (at != sector)
                kept.append(at > sector ? at - 1 : at);
        }
        if (kept != m_map.starbaseSectors)
            setStarbaseSectors(kept, tr("Renumber the Starbase sectors"));
    }
}

void GalaxyEditor::setStarbaseSectors(const QList<int> &sectors, const QString &text)
{
    // No list at all rather than an empty one (which the game refuses).
    if (sectors.isEmpty()) {
        document()->setValue(QStringLiteral("/starbaseSectors"), QJsonValue(QJsonValue::Undefined),
                             text);
        return;
    }
    QJsonArray list;
    for (const int sector : sectors)
        list.append(sector);
    document()->setValue(QStringLiteral("/starbaseSectors"), list, text);
}

void GalaxyEditor::markStarbaseSector(Hex hex)
{
    const int sector = m_map.sectorIndex(hex);
    if (sector < 0)
        return;
    const bool listed = m_map.isStarbaseSector(sector);
    // A stroke either marks or unmarks, as its first sector decides.
    if (!m_strokeMarks)
        m_strokeMarks = !listed;
    if (listed == *m_strokeMarks)
        return;
    beginEdit(*m_strokeMarks ? tr("Mark Starbase sectors") : tr("Unmark Starbase sectors"));
    QList<int> sectors = m_map.starbaseSectors;
    if (*m_strokeMarks)
        sectors.append(sector);
    else
        sectors.removeAll(sector);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a sector, e.g.
    //: 'sector 4,-1'.
    setStarbaseSectors(sectors, *m_strokeMarks
                                    ? tr("Allow a Starbase in %1").arg(sectorName(hex))
                                    : /*: An undo step's name (the Workshop's Edit menu, 'Undo …';
                                         undo history). %1: a sector, e.g. 'sector 4,-1'. */
                                    tr("Forbid Starbases in %1").arg(sectorName(hex)));
}

void GalaxyEditor::placeThing(Hex hex, const QString &id)
{
    const int sector = m_map.sectorIndex(hex);
    if (sector < 0 || id.isEmpty())
        return;
    const int existing = m_map.thingAt.value(sector, -1);
    if (existing >= 0 && m_map.things[existing].thing == id)
        return;
    const QString name = thingName(id);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a Thing's name,
    //: e.g. 'Planet'.
    beginEdit(tr("Place %1").arg(name));
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a Thing's name,
    //: e.g. 'Planet'; %2: a sector, e.g. 'sector 4,-1'.
    const QString text = tr("Place %1 in %2").arg(name, sectorName(hex));
    const QJsonObject thing{{QStringLiteral("sector"), sector}, {QStringLiteral("thing"), id}};
    if (existing >= 0)
        document()->setValue(QStringLiteral("/things/%1/thing").arg(existing), id, text);
    else if (!m_map.hasThings)
        document()->setValue(QStringLiteral("/things"), QJsonArray{thing}, text);
    else
        document()->insertElement(QStringLiteral("/things"), int(m_map.things.size()), thing, text);
}

void GalaxyEditor::clearThing(Hex hex)
{
    const int sector = m_map.sectorIndex(hex);
    const int thing = sector < 0 ? -1 : m_map.thingAt.value(sector, -1);
    if (thing < 0)
        return;
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). Cleared with the
    //: tool 'Clear Thing'. A Thing is the game's term for what lies on a sector.
    beginEdit(tr("Clear Things"));
    removeThing(thing);
}

} // namespace starboard::editor::galaxy
