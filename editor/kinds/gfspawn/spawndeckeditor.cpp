#include "spawndeckeditor.h"

#include "boardpreview.h"
#include "document.h"
#include "documentkinds.h"
#include "games/galaxy-fighters/gf_game.h"
#include "games/galaxy-fighters/gftext.h"
#include "kinds/gftables/gftableeditor.h"
#include "spawnart.h"
#include "spawnpainter.h"
#include "spawnplaytest.h"

#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSet>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace starboard::editor::gfspawn {

namespace {

const QString kCards = QStringLiteral("/cards");
const QString kMime = QStringLiteral("application/x-starboard-gf-spawn-card");
constexpr int kThumb = 56;

enum Tab
{
    PreviewTab,
    CurveTab,
    ChecksTab,
    PlaytestTab,
    DeckTab
};

QJsonObject readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

// --- SpawnCardListModel -----------------------------------------------------------------

SpawnCardListModel::SpawnCardListModel(Document *document, QObject *parent)
    : QAbstractListModel(parent), m_document(document),
      m_rows(1 + int(document->value(kCards).toArray().size()))
{
    connect(document, &Document::changed, this, &SpawnCardListModel::documentChanged);
}

int SpawnCardListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QString SpawnCardListModel::pointerOf(int row)
{
    return row <= 0 ? QStringLiteral("/start") : childPointer(kCards, row - 1);
}

QJsonObject SpawnCardListModel::card(int row) const
{
    return m_document->value(pointerOf(row)).toObject();
}

QStringList SpawnCardListModel::kindIds() const
{
    QStringList ids;
    for (const auto &kind : m_document->value(QStringLiteral("/kinds")).toArray())
        ids.append(kind.toObject().value(QLatin1String("id")).toString());
    return ids;
}

QVariant SpawnCardListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const int row = index.row();
    const QJsonObject c = card(row);
    const QString id = c.value(QLatin1String("id")).toString();
    const int aliens = alienCount(c);
    switch (role) {
    case Qt::DisplayRole:
        if (row == 0)
            //: Workshop, spawn deck designer (Galaxy Fighters): the starting card in the list of
            //: cards. %1: its id, e.g. 'start'.
            return tr("Starting card (%1)").arg(id);
        //: Workshop, spawn deck designer: a card in the list. %1: its number; %2: its id.
        return tr("%1. %2").arg(row).arg(id);
    case Qt::DecorationRole: {
        QPixmap pixmap(kThumb, kThumb);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paintSpawnCard(painter, QRectF(0, 0, kThumb, kThumb), c, kindIds(), {-1, -1}, row == 0);
        return pixmap;
    }
    case Qt::ToolTipRole:
    case Qt::AccessibleDescriptionRole:
        if (aliens == 0)
            //: Workshop, spawn deck designer: a card's description in the list.
            return tr("No alien yet");
        //: Workshop, spawn deck designer: a card's description in the list. %n: aliens on it.
        return tr("%n alien(s)", nullptr, aliens);
    default:
        return {};
    }
}

void SpawnCardListModel::documentChanged(const QString &)
{
    const int rows = 1 + int(m_document->value(kCards).toArray().size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else {
        emit dataChanged(index(0), index(m_rows - 1));
    }
}

// --- SpawnDeckEditor --------------------------------------------------------------------

SpawnDeckEditor::SpawnDeckEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_model(new SpawnCardListModel(document, this)),
      m_list(new QListView(this)), m_painter(new SpawnPainter(this)), m_kind(new QComboBox(this)),
      m_facing(new QComboBox(this)), m_cardTitle(new QLabel(this)), m_stack(new QListWidget(this)),
      m_stackUp(new QPushButton(this)), m_stackDown(new QPushButton(this)),
      m_stackRemove(new QPushButton(this)), m_tabs(new QTabWidget(this)),
      m_preview(new BoardPreview(this)), m_district(new QComboBox(this)),
      m_previewTimer(new QTimer(this)), m_curve(new QChartView(this)),
      m_curveSummary(new QLabel(this)), m_checks(new QListWidget(this)),
      m_playtest(new SpawnPlaytest(document, this)), m_deckId(new QLineEdit(this)),
      m_deckName(new QLineEdit(this)), m_kindsView(new QTableView(this))
{
    // The deck: thumbnails with the card's number and id.
    // Three rows of buttons (the deck's list is narrow): new cards, remove and order, the
    // clipboard.
    auto *toolBar = new QToolBar(this);
    auto *orderBar = new QToolBar(this);
    auto *clipBar = new QToolBar(this);
    QToolBar *bar = toolBar;
    const auto action = [this, &bar](const char *icon, const QString &text, const QString &tip,
                                     const QKeySequence &key) {
        QAction *a = bar->addAction(QIcon::fromTheme(QLatin1String(icon)), text);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        QWidget::addAction(a);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        return a;
    };
    //: Workshop, spawn deck designer (Galaxy Fighters): a tool bar button (a verb phrase).
    m_addCard = action("list-add", tr("Add card"), tr("Add an empty card after the selected one"),
                       QKeySequence(Qt::Key_Insert));
    //: Workshop, spawn deck designer: a tool bar button (a verb).
    m_duplicate = action("edit-copy", tr("Duplicate"), tr("Add a copy of the selected card"),
                         QKeySequence(Qt::CTRL | Qt::Key_D));
    bar = orderBar;
    //: Workshop, spawn deck designer: a tool bar button (a verb phrase).
    m_removeCard = action("list-remove", tr("Remove card"), tr("Remove the selected card"),
                          QKeySequence(Qt::CTRL | Qt::Key_Delete));
    //: Workshop, spawn deck designer: a tool bar button: move the card up in the deck.
    m_moveUp = action("go-up", tr("Move up"), tr("Move the card up"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    //: Workshop, spawn deck designer: a tool bar button: move the card down in the deck.
    m_moveDown = action("go-down", tr("Move down"), tr("Move the card down"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down));
    bar = clipBar;
    //: Workshop, spawn deck designer: a tool bar button: copy the whole card.
    m_copy = action("edit-copy", tr("Copy card"), tr("Copy the selected card"),
                    QKeySequence(QKeySequence::Copy));
    //: Workshop, spawn deck designer: a tool bar button: paste a copied card as a new card.
    m_paste =
        action("edit-paste", tr("Paste card"), tr("Paste a copied card after the selected one"),
               QKeySequence(QKeySequence::Paste));

    m_list->setModel(m_model);
    m_list->setIconSize(QSize(kThumb, kThumb));
    m_list->setSpacing(2);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    //: Workshop, spawn deck designer: the accessible name of the list of cards.
    m_list->setAccessibleName(tr("Spawn cards"));
    auto *deckBox = new QWidget(this);
    auto *deckLayout = new QVBoxLayout(deckBox);
    deckLayout->setContentsMargins(0, 0, 0, 0);
    deckLayout->addWidget(toolBar);
    deckLayout->addWidget(orderBar);
    deckLayout->addWidget(clipBar);
    deckLayout->addWidget(m_list, 1);

    // The card: the painter, what is placed, and the stack under the cursor.
    fillKinds();
    for (const QString &facing : facingIds())
        m_facing->addItem(QStringLiteral("%1  %2").arg(facingArrow(facing), facingName(facing)),
                          facing);
    //: Workshop, spawn deck designer: the accessible name of the chooser of the alien kind.
    m_kind->setAccessibleName(tr("Alien kind"));
    //: Workshop, spawn deck designer: the accessible name of the chooser of the facing.
    m_facing->setAccessibleName(tr("Facing"));
    //: Workshop, spawn deck designer: the tool tip of the alien kind chooser.
    m_kind->setToolTip(tr("The alien a click places (keys 1 to 3 in the card)"));
    //: Workshop, spawn deck designer: the tool tip of the facing chooser.
    m_facing->setToolTip(tr("Where the alien flies, as the card's reader sees it (Shift+arrow "
                            "in the card)"));
    //: Workshop, spawn deck designer: the accessible name of the list of aliens stacked on the
    //: cell under the cursor, top first.
    m_stack->setAccessibleName(tr("Stack, top first"));
    //: Workshop, spawn deck designer: a button: move the chosen alien up in its stack.
    m_stackUp->setText(tr("Higher"));
    m_stackUp->setToolTip(QStringLiteral("%1 (%2)").arg(
        //: Workshop, spawn deck designer: the tool tip of the 'Higher' button.
        tr("Move the chosen alien up in its stack"),
        QKeySequence(Qt::CTRL | Qt::Key_Up).toString(QKeySequence::NativeText)));
    //: Workshop, spawn deck designer: a button: move the chosen alien down in its stack.
    m_stackDown->setText(tr("Lower"));
    m_stackDown->setToolTip(QStringLiteral("%1 (%2)").arg(
        //: Workshop, spawn deck designer: the tool tip of the 'Lower' button.
        tr("Move the chosen alien down in its stack"),
        QKeySequence(Qt::CTRL | Qt::Key_Down).toString(QKeySequence::NativeText)));
    //: Workshop, spawn deck designer: a button: remove the chosen alien from its stack.
    m_stackRemove->setText(tr("Remove"));
    m_stackRemove->setToolTip(QStringLiteral("%1 (%2)").arg(
        //: Workshop, spawn deck designer: the tool tip of the 'Remove' button.
        tr("Remove the chosen alien"),
        QKeySequence(Qt::Key_Delete).toString(QKeySequence::NativeText)));
    //: Workshop, spawn deck designer: the accessible name of the 'Higher' button.
    m_stackUp->setAccessibleName(tr("Move the alien higher in the stack"));
    //: Workshop, spawn deck designer: the accessible name of the 'Lower' button.
    m_stackDown->setAccessibleName(tr("Move the alien lower in the stack"));
    //: Workshop, spawn deck designer: the accessible name of the 'Remove' button.
    m_stackRemove->setAccessibleName(tr("Remove the alien from the stack"));
    m_cardTitle->setWordWrap(true);

    auto *cardBox = new QWidget(this);
    auto *cardLayout = new QVBoxLayout(cardBox);
    cardLayout->setContentsMargins(6, 0, 6, 0);
    cardLayout->addWidget(m_cardTitle);
    //: Workshop, spawn deck designer: under the card's grid: the side of the card's reader.
    auto *reader = new QLabel(tr("The reader's district is below the card."), this);
    reader->setForegroundRole(QPalette::PlaceholderText);
    cardLayout->addWidget(m_painter, 1);
    cardLayout->addWidget(reader);
    auto *form = new QFormLayout;
    //: Workshop, spawn deck designer: a label of the alien kind chooser.
    form->addRow(tr("Alien:"), m_kind);
    //: Workshop, spawn deck designer: a label of the facing chooser (where the alien flies).
    form->addRow(tr("Facing:"), m_facing);
    cardLayout->addLayout(form);
    //: Workshop, spawn deck designer: a heading above the list of aliens on the cursor's cell.
    cardLayout->addWidget(new QLabel(tr("Stack on the cell, top first:"), this));
    cardLayout->addWidget(m_stack);
    auto *stackButtons = new QHBoxLayout;
    stackButtons->addWidget(m_stackUp);
    stackButtons->addWidget(m_stackDown);
    stackButtons->addWidget(m_stackRemove);
    cardLayout->addLayout(stackButtons);

    // Beside it: the board, the curve, the checks, the playtest.
    for (int d = 0; d < gf::kDistricts; ++d)
        m_district->addItem(gf::districtText(d));
    //: Workshop, spawn deck designer: the accessible name of the district whose side the card
    //: is laid out from in the preview.
    m_district->setAccessibleName(tr("Seen from the district"));
    auto *previewPage = new QWidget(this);
    auto *previewLayout = new QVBoxLayout(previewPage);
    auto *districtForm = new QFormLayout;
    //: Workshop, spawn deck designer: a label: the card is laid out as in the turn of this
    //: district's player.
    districtForm->addRow(tr("Drawn in the turn of:"), m_district);
    previewLayout->addLayout(districtForm);
    previewLayout->addWidget(m_preview, 1);
    m_preview->setMinimumSize(240, 240);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(300);

    m_curve->setRenderHint(QPainter::Antialiasing);
    m_curve->setMinimumSize(240, 200);
    //: Workshop, spawn deck designer: the accessible name of the chart of aliens per card.
    m_curve->setAccessibleName(tr("Aliens per card by speed"));
    m_curveSummary->setWordWrap(true);
    auto *curvePage = new QWidget(this);
    auto *curveLayout = new QVBoxLayout(curvePage);
    curveLayout->addWidget(m_curve, 1);
    curveLayout->addWidget(m_curveSummary);

    //: Workshop, spawn deck designer: the accessible name of the list of the deck's checks.
    m_checks->setAccessibleName(tr("Checks"));
    m_checks->setWordWrap(true);

    //: Workshop, spawn deck designer: a tab: the card on the game's board.
    m_tabs->addTab(previewPage, tr("Board"));
    //: Workshop, spawn deck designer: a tab: the chart of aliens per card (the spawn curve).
    m_tabs->addTab(curvePage, tr("Spawn curve"));
    //: Workshop, spawn deck designer: a tab: the deck's checks.
    m_tabs->addTab(m_checks, tr("Checks"));
    //: Workshop, spawn deck designer: a tab: computer teams play the deck.
    m_tabs->addTab(m_playtest, tr("Playtest"));

    // The deck's id and name, and its alien kinds (the cards name them by id).
    using gftables::ColumnSpec;
    auto *kinds = new gftables::GfTableModel(
        document, QStringLiteral("/kinds"),
        {{"name", ColumnSpec::Type::Text, QT_TRANSLATE_NOOP("Workshop", "Name"),
          QT_TRANSLATE_NOOP("Workshop", "The name the players see")},
         {"id",
          ColumnSpec::Type::Id,
          QT_TRANSLATE_NOOP("Workshop", "Id"),
          //: Workshop, spawn deck designer: the tool tip of an alien kind's id.
          QT_TRANSLATE_NOOP("Workshop", "The id the cards name the kind by"),
          0,
          0,
          {},
          {},
          {},
          // A new id is a new name on every card too (one undo step with the id).
          [](Document *doc, const QString &from, const QString &to, const QString &text) {
              const int cards = int(doc->value(kCards).toArray().size());
              for (int row = 0; row <= cards; ++row) {
                  const QString cells =
                      childPointer(SpawnCardListModel::pointerOf(row), QStringLiteral("cells"));
                  const QJsonArray cellList = doc->value(cells).toArray();
                  for (int c = 0; c < int(cellList.size()); ++c) {
                      const QString aliens =
                          childPointer(childPointer(cells, c), QStringLiteral("aliens"));
                      const QJsonArray stack = doc->value(aliens).toArray();
                      for (int a = 0; a < int(stack.size()); ++a)
                          if (stack[a].toObject().value(QLatin1String("kind")) == from)
                              doc->setValue(
                                  childPointer(childPointer(aliens, a), QStringLiteral("kind")), to,
                                  text);
                  }
              }
          }},
         //: Workshop, spawn deck designer: a column header: spaces an alien kind moves each
         //: approach.
         {"speed", ColumnSpec::Type::Number, QT_TRANSLATE_NOOP("Workshop", "Speed"),
          QT_TRANSLATE_NOOP("Workshop", "Spaces the kind moves in each approach, 1 to 5"), 1, 5}},
        this);
    m_kindsView->setModel(kinds);
    m_kindsView->setItemDelegate(new gftables::GfTableDelegate(m_kindsView));
    m_kindsView->setTabKeyNavigation(false);
    m_kindsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_kindsView->horizontalHeader()->setStretchLastSection(true);
    //: Workshop, spawn deck designer: the accessible name of the table of alien kinds.
    m_kindsView->setAccessibleName(tr("Alien kinds"));
    const auto idValidator = new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9-]*")), m_deckId);
    m_deckId->setValidator(idValidator);
    //: Workshop, spawn deck designer: the accessible name of the deck's id field.
    m_deckId->setAccessibleName(tr("Deck id"));
    //: Workshop, spawn deck designer: the accessible name of the deck's name field.
    m_deckName->setAccessibleName(tr("Deck name"));
    auto *deckPage = new QWidget(this);
    auto *deckForm = new QFormLayout(deckPage);
    //: Workshop, spawn deck designer, the Deck tab: a label of the deck's id.
    deckForm->addRow(tr("Id:"), m_deckId);
    //: Workshop, spawn deck designer, the Deck tab: a label of the deck's name.
    deckForm->addRow(tr("Name:"), m_deckName);
    //: Workshop, spawn deck designer, the Deck tab: a heading above the alien kinds.
    deckForm->addRow(
        new QLabel(tr("Alien kinds (a changed id must be changed on the cards too):"), this));
    deckForm->addRow(m_kindsView);
    //: Workshop, spawn deck designer: a tab: the deck's id, name and alien kinds.
    m_tabs->addTab(deckPage, tr("Deck"));
    const auto commitText = [this](QLineEdit *edit, const QString &key) {
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, key] {
            const QString text = edit->text().trimmed();
            edit->setModified(false);
            const QString before = this->document()->content().value(key).toString();
            if (text.isEmpty())
                edit->setText(before); // the loader needs one
            if (text.isEmpty() || text == before)
                return;
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'): the deck's id or name
            //: changed. %1: the new value.
            this->document()->setValue(
                QLatin1Char('/') + key, text,
                key == QLatin1String("id")
                    //: An undo step's name: the spawn deck's id changed. %1: the new id.
                    ? tr("Change the deck's id to %1").arg(text)
                    : /*: An undo step's name: the spawn deck renamed. %1: the new name. */ tr(
                          "Rename the deck %1")
                          .arg(text));
        });
    };
    commitText(m_deckId, QStringLiteral("id"));
    commitText(m_deckName, QStringLiteral("name"));

    auto *splitter = new QSplitter(this);
    splitter->addWidget(deckBox);
    splitter->addWidget(cardBox);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setStretchFactor(2, 1);
    splitter->setSizes({290, 320, 490});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_addCard, &QAction::triggered, this, &SpawnDeckEditor::addCard);
    connect(m_duplicate, &QAction::triggered, this, &SpawnDeckEditor::duplicateCard);
    connect(m_removeCard, &QAction::triggered, this, &SpawnDeckEditor::removeCard);
    connect(m_moveUp, &QAction::triggered, this, [this] { moveCard(-1); });
    connect(m_moveDown, &QAction::triggered, this, [this] { moveCard(+1); });
    connect(m_copy, &QAction::triggered, this, &SpawnDeckEditor::copyCard);
    connect(m_paste, &QAction::triggered, this, &SpawnDeckEditor::pasteCard);
    connect(m_painter, &SpawnPainter::placeRequested, this, &SpawnDeckEditor::placeAlien);
    connect(m_painter, &SpawnPainter::removeRequested, this, &SpawnDeckEditor::removeTopAlien);
    connect(m_painter, &SpawnPainter::cursorMoved, this, &SpawnDeckEditor::showStack);
    connect(m_painter, &SpawnPainter::kindRequested, this, [this](int kind) {
        if (kind < m_kind->count())
            m_kind->setCurrentIndex(kind);
    });
    connect(m_painter, &SpawnPainter::facingRequested, this, [this](const QString &facing) {
        m_facing->setCurrentIndex(m_facing->findData(facing));
    });
    connect(m_stack, &QListWidget::currentRowChanged, this, &SpawnDeckEditor::updateActions);
    m_stack->installEventFilter(this);
    connect(m_stackUp, &QPushButton::clicked, this,
            [this] { moveInStack(m_stack->currentRow(), -1); });
    connect(m_stackDown, &QPushButton::clicked, this,
            [this] { moveInStack(m_stack->currentRow(), +1); });
    connect(m_stackRemove, &QPushButton::clicked, this,
            [this] { removeFromStack(m_stack->currentRow()); });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        showCard();
        m_previewTimer->start();
    });
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { m_rowBeforeReset = currentRow(); });
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { selectRow(std::min(m_rowBeforeReset, m_model->rowCount() - 1)); });
    connect(document, &Document::changed, this, &SpawnDeckEditor::documentChanged);
    connect(m_district, &QComboBox::currentIndexChanged, this, [this] { m_previewTimer->start(); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (tab == PreviewTab)
            m_previewTimer->start(0);
    });
    connect(m_previewTimer, &QTimer::timeout, this, [this] {
        if (m_tabs->currentIndex() == PreviewTab && m_preview->isVisible())
            refreshPreview();
    });
    connect(m_checks, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QString pointer = m_checkPointers.value(m_checks->row(item));
        if (!pointer.isEmpty())
            selectPointer(pointer);
    });

    m_deckId->setText(document->content().value(QLatin1String("id")).toString());
    m_deckName->setText(document->content().value(QLatin1String("name")).toString());
    selectRow(m_model->rowCount() > 1 ? 1 : 0);
    showCard();
    refreshChecks();
    refreshCurve();
}

SpawnDeckEditor::~SpawnDeckEditor() = default;

bool SpawnDeckEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_stack && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int row = m_stack->currentRow();
        if (key->key() == Qt::Key_Delete && key->modifiers() == Qt::NoModifier) {
            removeFromStack(row);
            return true;
        }
        if (key->modifiers() == Qt::ControlModifier &&
            (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveInStack(row, key->key() == Qt::Key_Up ? -1 : +1);
            return true;
        }
    }
    return EditorWidget::eventFilter(watched, event);
}

void SpawnDeckEditor::fillKinds()
{
    const QString current = m_kind->currentData().toString();
    const QSignalBlocker blocker(m_kind);
    m_kind->clear();
    for (const auto &value : document()->value(QStringLiteral("/kinds")).toArray()) {
        const QJsonObject kind = value.toObject();
        //: Workshop, spawn deck designer: an alien kind in the chooser. %1: its name, e.g.
        //: 'Yellum'; %2: its speed (spaces per move), e.g. '1'.
        m_kind->addItem(
            tr("%1 (speed %2)")
                .arg(gf::contentName(kind.value(QLatin1String("name")).toString().toStdString()))
                .arg(kind.value(QLatin1String("speed")).toInt()),
            kind.value(QLatin1String("id")).toString());
    }
    const int index = m_kind->findData(current);
    m_kind->setCurrentIndex(index >= 0 ? index : 0);
}

QChart *SpawnDeckEditor::curveChart() const
{
    return m_curve->chart();
}

int SpawnDeckEditor::currentRow() const
{
    const QModelIndex index = m_list->currentIndex();
    return index.isValid() ? index.row() : 0;
}

void SpawnDeckEditor::selectRow(int row)
{
    const QModelIndex index = m_model->index(std::clamp(row, 0, m_model->rowCount() - 1));
    m_list->setCurrentIndex(index);
    m_list->scrollTo(index);
    showCard();
}

QString SpawnDeckEditor::cardName(int row) const
{
    return m_model->card(row).value(QLatin1String("id")).toString();
}

void SpawnDeckEditor::selectPointer(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.isEmpty())
        return;
    if (tokens[0] == QLatin1String("kinds") || tokens[0] == QLatin1String("id") ||
        tokens[0] == QLatin1String("name")) {
        m_tabs->setCurrentIndex(DeckTab);
        if (tokens[0] == QLatin1String("id")) {
            m_deckId->setFocus();
        } else if (tokens[0] == QLatin1String("name")) {
            m_deckName->setFocus();
        } else {
            const auto *kinds = static_cast<gftables::GfTableModel *>(m_kindsView->model());
            const QModelIndex index = kinds->indexOf(pointer);
            if (index.isValid())
                m_kindsView->setCurrentIndex(index);
            m_kindsView->setFocus();
        }
        return;
    }
    int row = -1;
    if (tokens[0] == QLatin1String("start"))
        row = 0;
    else if (tokens[0] == QLatin1String("cards") && tokens.size() >= 2)
        row = tokens[1].toInt() + 1;
    if (row < 0)
        return;
    selectRow(row);
    // A cell named: the cursor goes there.
    if (tokens.size() >= (row == 0 ? 3 : 4)) {
        const QJsonObject cell = m_model->card(row)
                                     .value(QLatin1String("cells"))
                                     .toArray()
                                     .at(tokens[row == 0 ? 2 : 3].toInt())
                                     .toObject();
        m_painter->setCellCursor(QPoint(cell.value(QLatin1String("col")).toInt(),
                                        cell.value(QLatin1String("row")).toInt()));
    }
    m_painter->setFocus();
}

void SpawnDeckEditor::documentChanged()
{
    fillKinds(); // names and speeds may have changed
    // A field being typed in keeps its text until it is committed.
    if (!m_deckId->isModified())
        m_deckId->setText(document()->content().value(QLatin1String("id")).toString());
    if (!m_deckName->isModified())
        m_deckName->setText(document()->content().value(QLatin1String("name")).toString());
    showCard();
    refreshChecks();
    refreshCurve();
    m_previewTimer->start();
}

void SpawnDeckEditor::showCard()
{
    const int row = currentRow();
    m_painter->setCard(m_model->card(row), m_model->kindIds(), row == 0);
    m_cardTitle->setText(m_model->data(m_model->index(row), Qt::DisplayRole).toString());
    //: Workshop, spawn deck designer: the accessible name of the card's grid. %1: the card,
    //: e.g. '3. wave-03'.
    m_painter->setAccessibleName(tr("Spawn card %1").arg(m_cardTitle->text()));
    showStack();
}

void SpawnDeckEditor::showStack()
{
    const int keep = m_stack->currentRow();
    m_stack->clear();
    const QPoint cell = m_painter->cellCursor();
    const QJsonObject card = m_model->card(currentRow());
    const int index = cellIndex(card, cell.x(), cell.y());
    if (index >= 0) {
        const QJsonArray aliens = card.value(QLatin1String("cells"))
                                      .toArray()
                                      .at(index)
                                      .toObject()
                                      .value(QLatin1String("aliens"))
                                      .toArray();
        const QStringList kinds = m_model->kindIds();
        for (qsizetype i = aliens.size() - 1; i >= 0; --i) {
            const QJsonObject alien = aliens[i].toObject();
            const QString kind = alien.value(QLatin1String("kind")).toString();
            const int k = int(kinds.indexOf(kind));
            const QString name =
                k >= 0 ? m_kind->itemText(k).section(QLatin1String(" ("), 0, 0) : kind;
            const QString facing = alien.value(QLatin1String("facing")).toString();
            auto *item = new QListWidgetItem(
                QStringLiteral("%1  %2 – %3").arg(facingArrow(facing), name, facingName(facing)),
                m_stack);
            QPixmap dot(12, 12);
            dot.fill(kindColor(k));
            item->setIcon(dot);
        }
    }
    if (m_stack->count() > 0)
        m_stack->setCurrentRow(std::clamp(keep, 0, m_stack->count() - 1));
    updateActions();
}

void SpawnDeckEditor::updateActions()
{
    const int row = currentRow();
    const int cards = m_model->rowCount() - 1;
    m_addCard->setEnabled(cards < kMaxCards);
    m_duplicate->setEnabled(row >= 1 && cards < kMaxCards);
    m_paste->setEnabled(cards < kMaxCards);
    m_removeCard->setEnabled(row >= 1 && cards > 1);
    m_moveUp->setEnabled(row > 1);
    m_moveDown->setEnabled(row >= 1 && row < cards);
    const int s = m_stack->currentRow();
    m_stackUp->setEnabled(s > 0);
    m_stackDown->setEnabled(s >= 0 && s + 1 < m_stack->count());
    m_stackRemove->setEnabled(s >= 0);
}

bool SpawnDeckEditor::placeAlien(QPoint cell)
{
    const int row = currentRow();
    const QString cardPointer = SpawnCardListModel::pointerOf(row);
    const QJsonObject card = m_model->card(row);
    const QString kind = m_kind->currentData().toString();
    const QString facing = m_facing->currentData().toString();
    if (kind.isEmpty() || facing.isEmpty())
        return false;
    const QJsonObject alien{{QStringLiteral("kind"), kind}, {QStringLiteral("facing"), facing}};
    const int index = cellIndex(card, cell.x(), cell.y());
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: an alien kind, e.g.
    //: 'Yellum'; %2: a card's id, e.g. 'wave-03'.
    const QString text =
        tr("Place %1 on %2")
            .arg(m_kind->currentText().section(QLatin1String(" ("), 0, 0), cardName(row));
    const QString cells = childPointer(cardPointer, QStringLiteral("cells"));
    if (index < 0) {
        const QJsonObject newCell{{QStringLiteral("col"), cell.x()},
                                  {QStringLiteral("row"), cell.y()},
                                  {QStringLiteral("aliens"), QJsonArray{alien}}};
        return document()->insertElement(
            cells, int(card.value(QLatin1String("cells")).toArray().size()), newCell, text);
    }
    const QString aliens = childPointer(childPointer(cells, index), QStringLiteral("aliens"));
    const int size = int(document()->value(aliens).toArray().size());
    if (size >= kMaxStack) {
        QApplication::beep();
        return false;
    }
    return document()->insertElement(aliens, size, alien, text);
}

bool SpawnDeckEditor::removeTopAlien(QPoint cell)
{
    const int row = currentRow();
    const QJsonObject card = m_model->card(row);
    const int index = cellIndex(card, cell.x(), cell.y());
    if (index < 0)
        return false;
    const QString cells = childPointer(SpawnCardListModel::pointerOf(row), QStringLiteral("cells"));
    const QString aliens = childPointer(childPointer(cells, index), QStringLiteral("aliens"));
    const int size = int(document()->value(aliens).toArray().size());
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: a card's id.
    const QString text = tr("Remove an alien from %1").arg(cardName(row));
    if (size <= 1)
        return document()->removeElement(cells, index, text);
    return document()->removeElement(aliens, size - 1, text);
}

bool SpawnDeckEditor::moveInStack(int fromTop, int delta)
{
    const int row = currentRow();
    const QPoint cell = m_painter->cellCursor();
    const int index = cellIndex(m_model->card(row), cell.x(), cell.y());
    if (index < 0)
        return false;
    const QString aliens = childPointer(
        childPointer(childPointer(SpawnCardListModel::pointerOf(row), QStringLiteral("cells")),
                     index),
        QStringLiteral("aliens"));
    const int size = int(document()->value(aliens).toArray().size());
    const int toTop = fromTop + delta;
    if (fromTop < 0 || fromTop >= size || toTop < 0 || toTop >= size)
        return false;
    // The list is top first; the file bottom first.
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: a card's id.
    if (!document()->moveElement(aliens, size - 1 - fromTop, size - 1 - toTop,
                                 tr("Reorder a stack on %1").arg(cardName(row))))
        return false;
    m_stack->setCurrentRow(toTop);
    return true;
}

bool SpawnDeckEditor::removeFromStack(int fromTop)
{
    const int row = currentRow();
    const QPoint cell = m_painter->cellCursor();
    const int index = cellIndex(m_model->card(row), cell.x(), cell.y());
    if (index < 0)
        return false;
    const QString cells = childPointer(SpawnCardListModel::pointerOf(row), QStringLiteral("cells"));
    const QString aliens = childPointer(childPointer(cells, index), QStringLiteral("aliens"));
    const int size = int(document()->value(aliens).toArray().size());
    if (fromTop < 0 || fromTop >= size)
        return false;
    const QString text = tr("Remove an alien from %1").arg(cardName(row));
    if (size == 1)
        return document()->removeElement(cells, index, text);
    return document()->removeElement(aliens, size - 1 - fromTop, text);
}

QString SpawnDeckEditor::uniqueId(const QString &wanted) const
{
    QSet<QString> ids;
    for (int r = 0; r < m_model->rowCount(); ++r)
        ids.insert(cardName(r));
    static const QRegularExpression numbered(QStringLiteral("-[0-9]+$"));
    QString base = wanted;
    base.remove(numbered);
    if (base.isEmpty() || base == QLatin1String("start"))
        base = QStringLiteral("wave");
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(base).arg(n, 2, 10, QLatin1Char('0'));
        if (!ids.contains(id))
            return id;
    }
}

int SpawnDeckEditor::insertCard(const QJsonObject &card, const QString &undoText)
{
    if (m_model->rowCount() - 1 >= kMaxCards)
        return -1;
    const int at = currentRow(); // after the selected card (the first with the start selected)
    if (!document()->insertElement(kCards, at, card, undoText))
        return -1;
    selectRow(at + 1);
    return at + 1;
}

int SpawnDeckEditor::addCard()
{
    const QString id = uniqueId(QStringLiteral("wave"));
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: the new card's id.
    const QString step = tr("Add card %1").arg(id);
    return insertCard(
        QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("cells"), QJsonArray()}}, step);
}

int SpawnDeckEditor::duplicateCard()
{
    const int row = currentRow();
    if (row < 1)
        return -1;
    QJsonObject card = m_model->card(row);
    const QString id = uniqueId(card.value(QLatin1String("id")).toString());
    card.insert(QStringLiteral("id"), id);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: the copied card's id;
    //: %2: the new card's id.
    return insertCard(card, tr("Duplicate %1 as %2").arg(cardName(row), id));
}

bool SpawnDeckEditor::removeCard()
{
    const int row = currentRow();
    if (row < 1 || m_model->rowCount() <= 2)
        return false;
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: a card's id.
    return document()->removeElement(kCards, row - 1, tr("Remove card %1").arg(cardName(row)));
}

int SpawnDeckEditor::moveCard(int delta)
{
    const int row = currentRow();
    const int to = row + delta;
    if (row < 1 || to < 1 || to >= m_model->rowCount())
        return -1;
    //: An undo step's name. %1: a card's id.
    const QString up = tr("Move %1 up").arg(cardName(row));
    //: An undo step's name. %1: a card's id.
    const QString down = tr("Move %1 down").arg(cardName(row));
    const QString text = delta < 0 ? up : down;
    if (!document()->moveElement(kCards, row - 1, to - 1, text))
        return -1;
    selectRow(to);
    return to;
}

bool SpawnDeckEditor::copyCard() const
{
    const QJsonObject card = m_model->card(currentRow());
    if (card.isEmpty())
        return false;
    const QByteArray bytes = QJsonDocument(card).toJson(QJsonDocument::Compact);
    auto *mime = new QMimeData;
    mime->setData(kMime, bytes);
    mime->setText(QString::fromUtf8(bytes));
    QGuiApplication::clipboard()->setMimeData(mime);
    return true;
}

int SpawnDeckEditor::pasteCard()
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime)
        return -1;
    const QByteArray bytes = mime->hasFormat(kMime) ? mime->data(kMime) : mime->text().toUtf8();
    QJsonParseError error;
    QJsonObject card = QJsonDocument::fromJson(bytes, &error).object();
    if (error.error != QJsonParseError::NoError || !card.value(QLatin1String("cells")).isArray()) {
        QApplication::beep();
        return -1;
    }
    const QString id = uniqueId(card.value(QLatin1String("id")).toString());
    card.insert(QStringLiteral("id"), id);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: the new card's id.
    return insertCard(card, tr("Paste card %1").arg(id));
}

QStringList SpawnDeckEditor::checks()
{
    refreshChecks();
    QStringList lines;
    for (int i = 0; i < m_checks->count(); ++i)
        lines.append(m_checks->item(i)->text());
    return lines;
}

void SpawnDeckEditor::refreshChecks()
{
    m_checks->clear();
    m_checkPointers.clear();
    const auto add = [this](bool ok, const QString &text, const QString &pointer) {
        auto *item = new QListWidgetItem(
            style()->standardIcon(ok ? QStyle::SP_DialogApplyButton : QStyle::SP_MessageBoxWarning),
            text, m_checks);
        item->setData(Qt::UserRole, ok);
        m_checkPointers.append(pointer);
    };
    bool allSpawn = true;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (alienCount(m_model->card(row)) > 0)
            continue;
        allSpawn = false;
        add(false,
            row == 0
                //: Workshop, spawn deck designer, a check: the starting card is empty.
                ? tr("The starting card spawns no alien; every card must spawn at least one.")
                : /*: Workshop, spawn deck designer, a check: a card is empty. %1: its id. */ tr(
                      "Card %1 spawns no alien; every card must spawn at least one.")
                      .arg(cardName(row)),
            SpawnCardListModel::pointerOf(row));
    }
    if (allSpawn)
        //: Workshop, spawn deck designer, a check that passes.
        add(true, tr("Every card spawns at least one alien."), {});
    const int cards = m_model->rowCount() - 1;
    struct Difficulty
    {
        QString name;
        QJsonObject ruleset;
    };
    QList<Difficulty> difficulties{
        //: Workshop, spawn deck designer, a check: Galaxy Fighters' easiest difficulty.
        {tr("Rookie"), readResource(QStringLiteral(":/data/galaxy-fighters/ruleset-rookie.json"))},
        //: Workshop, spawn deck designer, a check: Galaxy Fighters' standard difficulty.
        {tr("Expert Pilot"), readResource(QStringLiteral(":/data/galaxy-fighters/ruleset.json"))},
        //: Workshop, spawn deck designer, a check: Galaxy Fighters' hardest difficulty.
        {tr("Ace"), readResource(QStringLiteral(":/data/galaxy-fighters/ruleset-ace.json"))},
    };
    for (const Document *companion : document()->companions()) {
        if (companion->kind().format == QLatin1String("starboard.gf-ruleset"))
            difficulties.append({companion->displayName(), companion->content()});
    }
    for (const Difficulty &d : std::as_const(difficulties)) {
        // A difficulty that leaves spawnCards out draws the Expert Pilot's 20.
        const int draws =
            d.ruleset.value(QLatin1String("spawnCards")).toInt(gf::Ruleset().spawnCards);
        const int maxAliens = d.ruleset.value(QLatin1String("maxAliensPerCard")).toInt(0);
        if (maxAliens > 0) {
            // A lighter draw: only the cards with at most maxAliens aliens.
            int light = 0;
            for (int row = 1; row <= cards; ++row)
                light += alienCount(m_model->card(row)) <= maxAliens ? 1 : 0;
            if (draws > light)
                //: Workshop, spawn deck designer, a check: a difficulty draws more spawn cards
                //: than the deck has light enough. %1: the difficulty, e.g. 'Ace'; %2: cards it
                //: draws; %3: the most aliens a drawn card may have; %n: such cards in the deck.
                add(false,
                    tr("%1 draws %2 spawn cards of at most %3 aliens, but the deck has only %n.",
                       nullptr, light)
                        .arg(d.name)
                        .arg(draws)
                        .arg(maxAliens),
                    QStringLiteral("/cards"));
            else
                //: Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g.
                //: 'Ace'; %2: cards it draws; %n: the deck's cards it draws from; %3: the most
                //: aliens such a card has.
                add(true,
                    tr("%1 draws %2 of the deck's %n card(s) of at most %3 aliens.", nullptr, light)
                        .arg(d.name)
                        .arg(draws)
                        .arg(maxAliens),
                    {});
            continue;
        }
        if (draws > cards)
            //: Workshop, spawn deck designer, a check: a difficulty draws more spawn cards than
            //: the deck has. %1: the difficulty, e.g. 'Ace'; %2: cards it draws; %n: cards in
            //: the deck.
            add(false,
                tr("%1 draws %2 spawn cards, but the deck has only %n.", nullptr, cards)
                    .arg(d.name)
                    .arg(draws),
                QStringLiteral("/cards"));
        else
            //: Workshop, spawn deck designer, a check that passes. %1: a difficulty, e.g. 'Ace';
            //: %2: cards it draws; %n: cards in the deck.
            add(true,
                tr("%1 draws %2 of the deck's %n card(s).", nullptr, cards).arg(d.name).arg(draws),
                {});
    }
}

void SpawnDeckEditor::refreshCurve()
{
    const QStringList kinds = m_model->kindIds();
    const QJsonArray kindObjects = document()->value(QStringLiteral("/kinds")).toArray();
    auto *series = new QStackedBarSeries;
    const int cards = m_model->rowCount() - 1;
    QList<double> totals(kinds.size(), 0.0);
    QList<QBarSet *> sets;
    for (qsizetype k = 0; k < kinds.size(); ++k) {
        const QJsonObject kind = kindObjects.at(k).toObject();
        //: Workshop, spawn deck designer, the spawn curve: a series of the chart. %1: an alien
        //: kind, e.g. 'Yellum'; %2: its speed, e.g. '1'.
        auto *set = new QBarSet(
            tr("%1 (speed %2)")
                .arg(gf::contentName(kind.value(QLatin1String("name")).toString().toStdString()))
                .arg(kind.value(QLatin1String("speed")).toInt()));
        set->setColor(kindColor(int(k)));
        sets.append(set);
    }
    int most = 1;
    for (int row = 1; row <= cards; ++row) {
        const QList<int> counts = aliensPerKind(m_model->card(row), kinds);
        int sum = 0;
        for (qsizetype k = 0; k < kinds.size(); ++k) {
            sets[k]->append(counts[k]);
            totals[k] += counts[k];
            sum += counts[k];
        }
        most = std::max(most, sum);
    }
    for (QBarSet *set : std::as_const(sets))
        series->append(set);
    series->setBarWidth(0.85);

    auto *chart = new QChart;
    chart->addSeries(series);
    //: Workshop, spawn deck designer: the title of the spawn curve chart.
    chart->setTitle(tr("Aliens per card, by speed"));
    // The cards' numbers under their bars: every one for a short deck, else every fifth
    // (and the first), so that they never crowd.
    auto *x = new QCategoryAxis;
    x->setRange(-0.5, std::max(cards, 1) - 0.5);
    x->setStartValue(-0.5);
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int every = cards <= 12 ? 1 : 5;
    for (int n = 1; n <= cards; ++n) {
        if (n == 1 || n % every == 0)
            x->append(QString::number(n), n - 1 + (n == 1 ? 1e-6 : 0.0));
    }
    //: Workshop, spawn deck designer, the spawn curve: the horizontal axis: the cards in deck
    //: order.
    x->setTitleText(tr("Card"));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(0, most);
    // Whole numbers only: a tick every alien (every 2, 5 ... when there are many).
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(most <= 8 ? 1 : most <= 16 ? 2 : 5);
    y->setLabelFormat(QStringLiteral("%d"));
    //: Workshop, spawn deck designer, the spawn curve: the vertical axis.
    y->setTitleText(tr("Aliens"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart *old = m_curve->chart();
    m_curve->setChart(chart);
    delete old;

    // A turn draws one card while the spawn deck lasts: its expected aliens are the deck's
    // mean (every card equally likely).
    if (cards <= 0) {
        m_curveSummary->clear();
        return;
    }
    double all = 0;
    QStringList parts;
    for (qsizetype k = 0; k < kinds.size(); ++k) {
        all += totals[k];
        parts.append(QStringLiteral("%1 %2").arg(QLocale().toString(totals[k] / cards, 'f', 2),
                                                 sets[k]->label()));
    }
    //: Workshop, spawn deck designer, under the spawn curve. %1: a number, e.g. '3.25'; %2: per
    //: kind, e.g. '2.10 Yellum (speed 1), 1.15 Bluvol (speed 2)'.
    m_curveSummary->setText(
        tr("A turn's spawn card brings %1 aliens on average: %2.")
            .arg(QLocale().toString(all / cards, 'f', 2), QLocale().createSeparatedList(parts)));
}

QString SpawnDeckEditor::refreshPreview()
{
    if (!m_previewDir)
        m_previewDir = std::make_unique<QTemporaryDir>();
    const QString deckPath = m_previewDir->filePath(QStringLiteral("spawn-deck.json"));
    const QString rulesPath = m_previewDir->filePath(QStringLiteral("ruleset.json"));
    // The standard rules, drawing no more cards than the deck has (the preview shows one
    // card; the checks say which difficulties the deck is too small for).
    QJsonObject rules = readResource(QStringLiteral(":/data/galaxy-fighters/ruleset.json"));
    const int cards = m_model->rowCount() - 1;
    rules.insert(QStringLiteral("spawnCards"),
                 std::clamp(cards, 1, rules.value(QLatin1String("spawnCards")).toInt(20)));
    QFile deck(deckPath);
    QFile ruleset(rulesPath);
    if (!m_previewDir->isValid() || !deck.open(QIODevice::WriteOnly) ||
        deck.write(document()->serialized()) < 0 || !deck.flush() ||
        !ruleset.open(QIODevice::WriteOnly) || ruleset.write(QJsonDocument(rules).toJson()) < 0 ||
        !ruleset.flush()) {
        //: Workshop, spawn deck designer: shown in place of the board preview.
        const QString text = tr("The preview cannot write its scratch files.");
        m_preview->showMessage(text);
        return text;
    }
    deck.close();
    ruleset.close();
    QVariantList seats;
    for (int d = 0; d < gf::kDistricts; ++d)
        seats.append(QVariantMap{{QStringLiteral("human"), true}});
    const QVariantMap config{{QStringLiteral("gameId"), QStringLiteral("galaxy-fighters")},
                             {QStringLiteral("seed"), QStringLiteral("1")},
                             {QStringLiteral("seats"), seats},
                             {QStringLiteral("spawnDeckFile"), deckPath},
                             {QStringLiteral("rulesetFile"), rulesPath}};
    const int card = currentRow() - 1;
    const int district = m_district->currentIndex();
    QString error = m_preview->showGame(
        config, [card, district](const Game &game, QString *message) -> std::unique_ptr<State> {
            const auto *gfGame = dynamic_cast<const gf::GfGame *>(&game);
            std::string why = "not a Galaxy Fighters game";
            std::unique_ptr<State> state =
                gfGame ? gfGame->newSpawnPreviewState(card, district, &why) : nullptr;
            if (!state && message)
                *message = QString::fromStdString(why);
            return state;
        });
    // The loader's messages name the scratch file: name the document instead.
    if (!error.isEmpty()) {
        error.replace(deckPath, document()->displayName());
        m_preview->showMessage(error);
    }
    return error;
}

} // namespace starboard::editor::gfspawn

namespace starboard::editor {

QWidget *createGfSpawnDeckEditor(Document *document, QWidget *parent)
{
    return new gfspawn::SpawnDeckEditor(document, parent);
}

} // namespace starboard::editor
