#include "kinds/gwcards/gwcardseditor.h"

#include "currentcelldelegate.h"
#include "data/data.h"
#include "document.h"
#include "games/galactic-warfare/gwtext.h"
#include "rowkeys.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace starboard::editor {

namespace {

const QString kCards = QStringLiteral("/cards");
constexpr int kKinds = int(gw::CardKind::HoldTheLine) + 1;
constexpr int kWindows = int(gw::Window::AfterMove) + 1;

// The windows a kind of card may be played in (gw::windowAllowed), by their names in files.
QStringList windowsFor(const QString &kind)
{
    QStringList names;
    const auto k = data::gwCardKind(kind);
    for (int w = 0; w < kWindows && k; ++w) {
        if (gw::windowAllowed(*k, gw::Window(w)))
            names.append(data::gwWindowName(gw::Window(w)));
    }
    return names;
}

QString windowTextOf(const QString &window)
{
    const auto w = data::gwWindow(window);
    return w ? gw::windowText(int(*w)) : window;
}

// `card` with the members its kind needs: its parameter (kept when it had one), a window the
// kind allows (kept when allowed, else the kind's first).
QJsonObject shapedCard(QJsonObject card, const QString &kind)
{
    card.insert(QStringLiteral("kind"), kind);
    const auto k = data::gwCardKind(kind);
    const QString parameter = k ? data::gwCardParameter(*k) : QString();
    for (const QString &key : {QStringLiteral("dice"), QStringLiteral("cards")}) {
        if (key != parameter)
            card.remove(key);
        else if (!card.contains(key))
            card.insert(key, key == QLatin1String("dice") ? 1 : 2);
    }
    const QStringList windows = windowsFor(kind);
    if (!windows.isEmpty() && !windows.contains(card.value(QStringLiteral("window")).toString()))
        card.insert(QStringLiteral("window"), windows.first());
    return card;
}

// The band of the preview: battle cards red, before-move blue, after-move green.
QColor windowColor(const QString &window)
{
    if (window.startsWith(QLatin1String("battle")))
        return {0xb0, 0x3a, 0x2e};
    if (window == QLatin1String("before-move"))
        return {0x2f, 0x5f, 0xa8};
    return {0x2f, 0x86, 0x5a};
}

} // namespace

// --- GwCardListModel --------------------------------------------------------------------------

GwCardListModel::GwCardListModel(Document *document, QObject *parent)
    : DocumentArrayModel(document, kCards, ColumnCount, parent)
{}

QVariant GwCardListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const QJsonObject card = element(index.row());
    if (role == Qt::ToolTipRole)
        return card.value(QStringLiteral("text")).toString();
    switch (index.column()) {
    case NameColumn:
        return card.value(QStringLiteral("name")).toString();
    case KindColumn:
        return GwCardsEditor::kindName(card.value(QStringLiteral("kind")).toString());
    case WindowColumn:
        return windowTextOf(card.value(QStringLiteral("window")).toString());
    case CountColumn:
        return card.value(QStringLiteral("count")).toInt();
    }
    return {};
}

QVariant GwCardListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        //: Workshop, Galactic Warfare card editor: a column of the card list (the card's name).
        return tr("Card");
    case KindColumn:
        //: Workshop, Galactic Warfare card editor: a column of the card list: the effect the
        //: game engine knows (extra dice, shield, ...).
        return tr("Effect");
    case WindowColumn:
        //: Workshop, Galactic Warfare card editor: a column of the card list: when the card may
        //: be played (before your move, in a battle ...).
        return tr("When");
    case CountColumn:
        //: Workshop, Galactic Warfare card editor: a column of the card list: how many of the
        //: card the deck holds.
        return tr("Copies");
    }
    return {};
}

// --- GwCardPreview ----------------------------------------------------------------------------

GwCardPreview::GwCardPreview(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void GwCardPreview::setCard(const QJsonObject &card)
{
    m_card = card;
    //: Workshop, Galactic Warfare card editor: the card preview for a screen reader. %1: the
    //: card's name; %2: when it is played; %3: its text.
    setAccessibleName(card.isEmpty()
                          ? QString()
                          : tr("Card preview: %1, %2: %3")
                                .arg(card.value(QStringLiteral("name")).toString(),
                                     windowTextOf(card.value(QStringLiteral("window")).toString()),
                                     card.value(QStringLiteral("text")).toString()));
    update();
}

void GwCardPreview::paintEvent(QPaintEvent *)
{
    if (m_card.isEmpty())
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal w = std::min(qreal(width() - 2), (height() - 2) * 5.0 / 7.0);
    const qreal h = w * 7.0 / 5.0;
    const QRectF card((width() - w) / 2, 1, w, h);
    const QString window = m_card.value(QStringLiteral("window")).toString();
    const QColor band = windowColor(window);
    QPainterPath outline;
    outline.addRoundedRect(card, w * 0.06, w * 0.06);
    p.fillPath(outline, QColor(0x14, 0x1b, 0x2b));
    p.save();
    p.setClipPath(outline);
    QFont font = this->font();
    const auto setPixelSize = [&](qreal size, bool bold) {
        font.setPixelSize(std::max(8, int(size)));
        font.setBold(bold);
        p.setFont(font);
    };
    // The moment it is played along the top, the name below it.
    const QRectF top(card.left(), card.top(), w, h * 0.11);
    p.fillRect(top, band);
    setPixelSize(h * 0.045, true);
    p.setPen(Qt::white);
    p.drawText(top.adjusted(w * 0.05, 0, -w * 0.05, 0),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, windowTextOf(window).toUpper());
    p.setPen(QColor(0xf1, 0xf4, 0xfa));
    const QRectF title(card.left() + w * 0.06, top.bottom() + h * 0.03, w * 0.88, h * 0.2);
    const QString name = m_card.value(QStringLiteral("name")).toString();
    // As large as fits: a long word is made smaller, not cut (helper 18).
    for (qreal size = h * 0.075; size >= 8; size -= 1) {
        setPixelSize(size, true);
        const QRectF needed =
            p.fontMetrics().boundingRect(title.toRect(), Qt::AlignCenter | Qt::TextWordWrap, name);
        if (needed.width() <= title.width() && needed.height() <= title.height())
            break;
    }
    p.drawText(title, Qt::AlignCenter | Qt::TextWordWrap, name);
    // The text in a panel.
    const QRectF panel(card.left() + w * 0.06, title.bottom() + h * 0.02, w * 0.88,
                       card.bottom() - title.bottom() - h * 0.15);
    p.setPen(QPen(band.lighter(130), 1));
    p.setBrush(QColor(0x1d, 0x26, 0x3b));
    p.drawRoundedRect(panel, 4, 4);
    setPixelSize(h * 0.048, false);
    p.setPen(QColor(0xd8, 0xde, 0xea));
    p.drawText(panel.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               m_card.value(QStringLiteral("text")).toString());
    // The copies in the deck, for the designer.
    setPixelSize(h * 0.042, false);
    p.setPen(QColor(0x9a, 0xa6, 0xbd));
    const int count = m_card.value(QStringLiteral("count")).toInt();
    p.drawText(QRectF(card.left(), card.bottom() - h * 0.11, w, h * 0.1), Qt::AlignCenter,
               //: Workshop, Galactic Warfare card editor: at the foot of the card preview: how
               //: many of this card the deck holds.
               tr("%n in the deck", nullptr, count));
    p.restore();
    p.setPen(QPen(band, 2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(outline);
}

// --- GwCardsEditor ----------------------------------------------------------------------------

QString GwCardsEditor::kindName(const QString &kind)
{
    const auto k = data::gwCardKind(kind);
    if (!k)
        return kind;
    switch (*k) {
    case gw::CardKind::ExtraDice:
        //: Workshop, Galactic Warfare card editor: an effect a card may have (the Effect
        //: chooser and column).
        return tr("Extra dice");
    case gw::CardKind::Reroll:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Roll again");
    case gw::CardKind::Shield:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Shield");
    case gw::CardKind::ExtraCharge:
        //: Workshop, Galactic Warfare card editor: an effect a card may have (a charge: the
        //: game's forward diagonal move).
        return tr("Extra charge");
    case gw::CardKind::RescueStuck:
        //: Workshop, Galactic Warfare card editor: an effect a card may have (a blocked ship:
        //: one that can neither charge nor attack, a stuck one included).
        return tr("Rescue a blocked ship");
    case gw::CardKind::RepelInvader:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Repel an invader");
    case gw::CardKind::StealPowerUp:
        //: Workshop, Galactic Warfare card editor: an effect a card may have (a power-up: a
        //: captured ship under a ship, the game's term).
        return tr("Steal a power-up");
    case gw::CardKind::CancelCard:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Cancel a card");
    case gw::CardKind::FewerDice:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Fewer dice");
    case gw::CardKind::EvasiveRetreat:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Escape home");
    case gw::CardKind::DoubleCharge:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Double charge");
    case gw::CardKind::BackwardCharge:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Backward charge");
    case gw::CardKind::DrawCards:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Draw cards");
    case gw::CardKind::WinTies:
        //: Workshop, Galactic Warfare card editor: an effect a card may have (equal sums).
        return tr("Win ties");
    case gw::CardKind::HoldTheLine:
        //: Workshop, Galactic Warfare card editor: an effect a card may have.
        return tr("Capture the attacker");
    }
    return kind;
}

QString GwCardsEditor::effectText(const QJsonObject &card)
{
    const auto k = data::gwCardKind(card.value(QStringLiteral("kind")).toString());
    if (!k)
        return {};
    const int dice = card.value(QStringLiteral("dice")).toInt(1);
    const int cards = card.value(QStringLiteral("cards")).toInt(2);
    switch (*k) {
    case gw::CardKind::ExtraDice:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this
        //: effect (also offered as the card's text). %n: the dice.
        return tr("Roll %n more die(s) in this battle.", nullptr, dice);
    case gw::CardKind::Reroll:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this
        //: effect (also offered as the card's text).
        return tr("Roll your dice of this battle again; the new sum counts.");
    case gw::CardKind::Shield:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("Defender: cancel the attack. There is no battle; the attacker stays where it "
                  "was and its move is spent.");
    case gw::CardKind::ExtraCharge:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("One of your ships makes one more charge.");
    case gw::CardKind::RescueStuck:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("One of your ships that can neither charge nor attack goes back to a vacant "
                  "square of your home planet, without a roll.");
    case gw::CardKind::RepelInvader:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("An enemy ship in your home planet retreats to a vacant square of its own home "
                  "planet that you choose, or leaves play if there is none.");
    case gw::CardKind::StealPowerUp:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("Move one power-up from under an enemy ship to under one of your ships that has "
                  "fewer than the most allowed.");
    case gw::CardKind::CancelCard:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("In a battle, when your opponent plays a card: that card has no effect.");
    case gw::CardKind::FewerDice:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this
        //: effect. %n: the dice.
        return tr("Your opponent rolls %n fewer die(s) in this battle (at least 1).", nullptr,
                  dice);
    case gw::CardKind::EvasiveRetreat:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("Defender: if you lose this battle, your ship retreats to a vacant square of "
                  "your home planet that you choose instead of being captured.");
    case gw::CardKind::DoubleCharge:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("If your move is a charge, the same ship may charge once more.");
    case gw::CardKind::BackwardCharge:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("This turn your move is a charge diagonally backward, on the battlefield.");
    case gw::CardKind::DrawCards:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this
        //: effect. %n: the cards drawn.
        return tr("Draw %n card(s).", nullptr, cards);
    case gw::CardKind::WinTies:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("When the sums are equal, you win the battle.");
    case gw::CardKind::HoldTheLine:
        //: Workshop, Galactic Warfare card editor: what the game does with a card of this effect.
        return tr("Defender: if you win this battle, you capture the attacking ship instead of "
                  "letting it retreat.");
    }
    return {};
}

// The line edits finish editing when they lose focus, which their destruction makes them do:
// by then this editor is half destroyed and must not hear of it (UBSan, as GalaxyEditor).
GwCardsEditor::~GwCardsEditor()
{
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        edit->disconnect(this);
}

GwCardsEditor::GwCardsEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_model(new GwCardListModel(document, this))
{
    // The deck's own id and name, and what it holds.
    m_deckName = new QLineEdit;
    m_deckId = new QLineEdit;
    m_summary = new QLabel;
    auto *deckRow = new QHBoxLayout;
    //: Workshop, Galactic Warfare card editor: a field's label: the deck's name.
    auto *nameLabel = new QLabel(tr("Deck name:"));
    nameLabel->setBuddy(m_deckName);
    //: Workshop, Galactic Warfare card editor: a field's label: the deck's identifier (a short
    //: technical name).
    auto *idLabel = new QLabel(tr("Id:"));
    idLabel->setBuddy(m_deckId);
    deckRow->addWidget(nameLabel);
    deckRow->addWidget(m_deckName, 2);
    deckRow->addSpacing(12);
    deckRow->addWidget(idLabel);
    deckRow->addWidget(m_deckId, 1);
    deckRow->addSpacing(12);
    deckRow->addWidget(m_summary);
    connect(m_deckName, &QLineEdit::editingFinished, this, [this] {
        if (!m_loading)
            this->document()->setValue(QStringLiteral("/name"), m_deckName->text(),
                                       //: An undo step's name (the Workshop's Edit menu).
                                       tr("Change the deck's name"));
    });
    connect(m_deckId, &QLineEdit::editingFinished, this, [this] {
        if (!m_loading)
            this->document()->setValue(QStringLiteral("/id"), m_deckId->text(),
                                       //: An undo step's name (the Workshop's Edit menu).
                                       tr("Change the deck's id"));
    });

    // The list and its edits (Insert, Ctrl+D, Ctrl+Delete, Ctrl+Shift+Up/Down).
    m_view = new QTableView;
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(GwCardListModel::NameColumn,
                                                     QHeaderView::Stretch);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTabKeyNavigation(false);
    m_view->setItemDelegate(new CurrentCellDelegate(m_view));
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    //: Workshop, Galactic Warfare card editor: the card list for a screen reader.
    m_view->setAccessibleName(tr("Cards of the deck"));
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_loading || !current.isValid())
                    return;
                m_current = current.row();
                refreshForm();
            });
    const auto makeAction = [this](const QString &text, const QString &tip, auto slot) {
        auto *action = new QAction(text, this);
        action->setToolTip(tip);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    //: Workshop, Galactic Warfare card editor: a button below the card list (a verb).
    m_addAction = makeAction(tr("Add card"),
                             //: Workshop, Galactic Warfare card editor: a button's tool tip; the
                             //: key follows in brackets.
                             tr("Add a new card after the selected one"), [this] { addCard(); });
    //: Workshop, Galactic Warfare card editor: a button below the card list (a verb).
    m_duplicateAction =
        makeAction(tr("Duplicate"),
                   //: Workshop, Galactic Warfare card editor: a button's tool tip;
                   //: the key follows in brackets.
                   tr("Add a copy of the selected card"), [this] { duplicateCard(); });
    //: Workshop, Galactic Warfare card editor: a button below the card list (a verb).
    m_removeAction = makeAction(tr("Remove"),
                                //: Workshop, Galactic Warfare card editor: a button's tool tip;
                                //: the key follows in brackets.
                                tr("Remove the selected card"), [this] { removeCard(); });
    //: Workshop, Galactic Warfare card editor: a button below the card list (a verb).
    m_upAction = makeAction(tr("Move up"),
                            //: Workshop, Galactic Warfare card editor: a button's tool tip; the
                            //: key follows in brackets.
                            tr("Move the selected card up in the list"), [this] { moveCard(-1); });
    //: Workshop, Galactic Warfare card editor: a button below the card list (a verb).
    m_downAction =
        makeAction(tr("Move down"),
                   //: Workshop, Galactic Warfare card editor: a button's tool tip; the key
                   //: follows in brackets.
                   tr("Move the selected card down in the list"), [this] { moveCard(+1); });
    addRowKeys(this, m_addAction, m_removeAction, m_upAction, m_downAction);
    m_duplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicateAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QWidget::addAction(m_duplicateAction);
    m_duplicateAction->setToolTip(QStringLiteral("%1 (%2)").arg(
        m_duplicateAction->toolTip(),
        m_duplicateAction->shortcut().toString(QKeySequence::NativeText)));
    auto *buttons = new QHBoxLayout;
    for (QAction *action :
         {m_addAction, m_duplicateAction, m_removeAction, m_upAction, m_downAction}) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    auto *listPane = new QWidget;
    auto *listLayout = new QVBoxLayout(listPane);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(m_view, 1);
    listLayout->addLayout(buttons);

    // The form of the current card.
    m_formPage = new QWidget;
    auto *formLayout = new QVBoxLayout(m_formPage);
    //: Workshop, Galactic Warfare card editor: the heading of the chosen card's fields.
    m_cardBox = new QGroupBox(tr("Card"));
    m_form = new QFormLayout(m_cardBox);
    auto *name = new QLineEdit;
    auto *id = new QLineEdit;
    //: Workshop, Galactic Warfare card editor: a field's label: the card's name.
    m_form->addRow(tr("Name"), name);
    //: Workshop, Galactic Warfare card editor: a field's label: the card's identifier.
    m_form->addRow(tr("Id"), id);
    m_fields.insert(QStringLiteral("name"), name);
    m_fields.insert(QStringLiteral("id"), id);
    connect(name, &QLineEdit::editingFinished, this, [this, name] {
        //: An undo step's name (the Workshop's Edit menu). %1: the card's old name.
        setMember(QStringLiteral("name"), name->text(), tr("Rename %1"));
    });
    connect(id, &QLineEdit::editingFinished, this, [this, id] {
        //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
        setMember(QStringLiteral("id"), id->text(), tr("Change the id of %1"));
    });
    m_kind = new QComboBox;
    for (int k = 0; k < kKinds; ++k) {
        const QString kind = data::gwCardKindName(gw::CardKind(k));
        m_kind->addItem(kindName(kind), kind);
    }
    //: Workshop, Galactic Warfare card editor: a field's label: what the card does, one of the
    //: effects the game knows.
    m_form->addRow(tr("Effect"), m_kind);
    m_fields.insert(QStringLiteral("kind"), m_kind);
    connect(m_kind, &QComboBox::activated, this, [this] {
        if (!m_loading && m_current >= 0)
            changeKind(m_current, m_kind->currentData().toString());
    });
    m_window = new QComboBox;
    //: Workshop, Galactic Warfare card editor: a field's label: when the card may be played.
    m_form->addRow(tr("Played"), m_window);
    m_fields.insert(QStringLiteral("window"), m_window);
    connect(m_window, &QComboBox::activated, this, [this] {
        setMember(QStringLiteral("window"), m_window->currentData().toString(),
                  //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
                  tr("Change when %1 is played"));
    });
    const auto makeSpin = [this](const QString &key, const QString &undo, int min, int max) {
        auto *spin = new QSpinBox;
        spin->setRange(min, max);
        spin->setKeyboardTracking(false);
        spin->setMinimumWidth(90);
        // The range said (helper 18: typing 51 copies gave 5, the spin box refusing the 1).
        //: Workshop, Galactic Warfare card editor: a number field's tool tip, e.g. 'From 1
        //: to 50'.
        spin->setToolTip(tr("From %1 to %2").arg(min).arg(max));
        spin->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
        m_fields.insert(key, spin);
        connect(spin, &QSpinBox::valueChanged, this,
                [this, key, undo](int value) { setMember(key, value, undo, true); });
        return spin;
    };
    const auto addSpin = [this, makeSpin](const QString &key, const QString &label,
                                          const QString &undo, int min, int max) {
        m_form->addRow(label, makeSpin(key, undo, min, max));
    };
    //: Workshop, Galactic Warfare card editor: a field's label: how many of the card the deck
    //: holds.
    addSpin(QStringLiteral("count"), tr("Copies in the deck"),
            //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
            tr("Change the copies of %1"), 1, data::kGwMaxCardCount);
    // The effect's one parameter, dice or cards, in one row whose label follows the effect
    // (two rows shown and hidden in turn lost the Dice row in helper 18's session).
    m_parameter = new QWidget;
    auto *parameterLayout = new QHBoxLayout(m_parameter);
    parameterLayout->setContentsMargins(0, 0, 0, 0);
    parameterLayout->addWidget(makeSpin(QStringLiteral("dice"),
                                        //: An undo step's name (the Workshop's Edit menu). %1: a
                                        //: card's name.
                                        tr("Change the dice of %1"), 1, data::kGwMaxCardDice));
    parameterLayout->addWidget(makeSpin(QStringLiteral("cards"),
                                        //: An undo step's name (the Workshop's Edit menu). %1: a
                                        //: card's name.
                                        tr("Change the cards drawn by %1"), 1,
                                        data::kGwMaxCardDraw));
    parameterLayout->addStretch();
    m_parameterLabel = new QLabel;
    m_form->addRow(m_parameterLabel, m_parameter);
    m_text = new QPlainTextEdit;
    m_text->setTabChangesFocus(true);
    m_text->setMinimumHeight(80);
    //: Workshop, Galactic Warfare card editor: a field's label: the card's text, what the player
    //: reads on it.
    m_form->addRow(tr("Text"), m_text);
    m_fields.insert(QStringLiteral("text"), m_text);
    connect(m_text, &QPlainTextEdit::textChanged, this, [this] {
        // Typing is one undo step per card until another field is edited.
        setMember(QStringLiteral("text"), m_text->toPlainText(),
                  //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
                  tr("Change the text of %1"), true);
    });
    // What the engine does, across the form's width (a long sentence), with its button.
    //: Workshop, Galactic Warfare card editor: the heading of what the game engine does when
    //: the card is played (whatever its text says).
    auto *effectTitle = new QLabel(tr("What the game does with it:"));
    m_effect = new QLabel;
    m_effect->setWordWrap(true);
    m_effect->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for the longest effect in German (the scroll area does not pass the wrapped
    // height on to the form).
    m_effect->setMinimumHeight(m_effect->fontMetrics().lineSpacing() * 4);
    m_effect->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    //: Workshop, Galactic Warfare card editor: a button: the card's text becomes the effect's
    //: description shown above it.
    auto *useEffect = new QPushButton(tr("Use as the card's text"));
    useEffect->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(useEffect, &QPushButton::clicked, this, &GwCardsEditor::useEffectAsText);
    auto *effectBox = new QWidget;
    auto *effectLayout = new QVBoxLayout(effectBox);
    effectLayout->setContentsMargins(0, 6, 0, 0);
    effectLayout->addWidget(effectTitle);
    effectLayout->addWidget(m_effect);
    effectLayout->addWidget(useEffect);
    m_form->addRow(effectBox);

    //: Workshop, Galactic Warfare card editor: shown in place of the form without a card.
    m_noCard = new QLabel(tr("Select a card in the list, or add one."));
    m_noCard->setAlignment(Qt::AlignCenter);
    m_noCard->setWordWrap(true);
    formLayout->addWidget(m_noCard);
    formLayout->addWidget(m_cardBox);
    formLayout->addStretch();
    m_scroll = new QScrollArea;
    m_scroll->setWidget(m_formPage);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setMinimumWidth(300);
    // Enter on a card goes to its name; Escape in the form back to the list.
    connect(m_view, &QAbstractItemView::activated, this, [this] {
        if (m_current >= 0)
            m_fields.value(QStringLiteral("name"))->setFocus(Qt::ShortcutFocusReason);
    });
    //: Workshop, Galactic Warfare card editor: a key's action (Escape in the card's form).
    auto *backToList = new QAction(tr("Back to the card list"), this);
    backToList->setShortcut(QKeySequence(Qt::Key_Escape));
    backToList->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_scroll->addAction(backToList);
    connect(backToList, &QAction::triggered, this,
            [this] { m_view->setFocus(Qt::ShortcutFocusReason); });

    m_preview = new GwCardPreview;
    auto *previewPane = new QWidget;
    auto *previewLayout = new QVBoxLayout(previewPane);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    //: Workshop, Galactic Warfare card editor: the heading above the card's picture.
    auto *previewTitle = new QLabel(tr("Preview"));
    previewTitle->setAlignment(Qt::AlignHCenter);
    previewLayout->addWidget(previewTitle);
    previewLayout->addWidget(m_preview, 1);

    auto *splitter = new QSplitter;
    splitter->addWidget(listPane);
    splitter->addWidget(m_scroll);
    splitter->addWidget(previewPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({520, 360, 240});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(deckRow);
    layout->addWidget(splitter, 1);

    connect(document, &Document::changed, this, &GwCardsEditor::documentChanged);
    connect(document, &Document::elementAboutToMove, this,
            [this](const QString &array, int, int to) {
                if (array == kCards)
                    m_current = to;
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { setCurrentCard(m_current); });
    setCurrentCard(m_model->rowCount() > 0 ? 0 : -1);
    documentChanged(QString());
}

QString GwCardsEditor::cardPointer(int index) const
{
    return childPointer(kCards, index);
}

QString GwCardsEditor::cardTitle(int index) const
{
    const QString name =
        document()->value(cardPointer(index)).toObject().value(QStringLiteral("name")).toString();
    //: Workshop, Galactic Warfare card editor: a card without a name, in undo steps. %1: its
    //: place in the list.
    return name.isEmpty() ? tr("card %1").arg(index + 1) : name;
}

QString GwCardsEditor::uniqueId(const QString &base) const
{
    QStringList ids;
    for (const QJsonValue &card : document()->value(kCards).toArray())
        ids.append(card.toObject().value(QStringLiteral("id")).toString());
    if (!ids.contains(base))
        return base;
    for (int n = 2;; ++n) {
        const QString id = base + QLatin1Char('-') + QString::number(n);
        if (!ids.contains(id))
            return id;
    }
}

void GwCardsEditor::setMember(const QString &key, const QJsonValue &value, const QString &undoText,
                              bool merge)
{
    if (m_loading || m_current < 0)
        return;
    document()->setValue(cardPointer(m_current) + QLatin1Char('/') + key, value,
                         undoText.arg(cardTitle(m_current)), merge ? key : QString());
}

void GwCardsEditor::changeKind(int index, const QString &kind)
{
    const QJsonObject card = document()->value(cardPointer(index)).toObject();
    if (card.value(QStringLiteral("kind")).toString() == kind)
        return;
    QJsonObject shaped = shapedCard(card, kind);
    // A text that said what the old effect does says what the new one does (helper 18: the
    // text went stale); a text of the designer's own stays.
    if (card.value(QStringLiteral("text")).toString() == effectText(card))
        shaped.insert(QStringLiteral("text"), effectText(shaped));
    document()->setValue(cardPointer(index), shaped,
                         //: An undo step's name (the Workshop's Edit menu). %1: a card's name;
                         //: %2: an effect, e.g. 'Extra dice'.
                         tr("Give %1 the effect %2").arg(cardTitle(index), kindName(kind)),
                         QStringLiteral("kind"));
}

void GwCardsEditor::useEffectAsText()
{
    if (m_current < 0)
        return;
    const QString text = effectText(document()->value(cardPointer(m_current)).toObject());
    //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
    setMember(QStringLiteral("text"), text, tr("Write the effect as the text of %1"));
}

int GwCardsEditor::addCard()
{
    const int index = m_current >= 0 ? m_current + 1 : m_model->rowCount();
    const int number = m_model->rowCount() + 1;
    QJsonObject card{{QStringLiteral("id"), uniqueId(QStringLiteral("card-%1").arg(number))},
                     //: Workshop, Galactic Warfare card editor: the name of a new card. %1: a
                     //: number.
                     {QStringLiteral("name"), tr("New card %1").arg(number)},
                     {QStringLiteral("count"), 1}};
    card = shapedCard(card, data::gwCardKindName(gw::CardKind::ExtraDice));
    card.insert(QStringLiteral("text"), effectText(card));
    //: An undo step's name (the Workshop's Edit menu). %1: the new card's name.
    if (!document()->insertElement(kCards, index, card,
                                   tr("Add %1").arg(card.value(QStringLiteral("name")).toString())))
        return -1;
    setCurrentCard(index);
    return index;
}

int GwCardsEditor::duplicateCard()
{
    if (m_current < 0)
        return -1;
    QJsonObject card = document()->value(cardPointer(m_current)).toObject();
    const QString title = cardTitle(m_current);
    card.insert(QStringLiteral("id"),
                uniqueId(card.value(QStringLiteral("id")).toString() + QStringLiteral("-copy")));
    const int index = m_current + 1;
    //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
    if (!document()->insertElement(kCards, index, card, tr("Duplicate %1").arg(title)))
        return -1;
    setCurrentCard(index);
    return index;
}

bool GwCardsEditor::removeCard()
{
    if (m_current < 0 || m_model->rowCount() <= 1)
        return false;
    const int index = m_current;
    //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
    if (!document()->removeElement(kCards, index, tr("Remove %1").arg(cardTitle(index))))
        return false;
    setCurrentCard(std::min(index, m_model->rowCount() - 1));
    return true;
}

int GwCardsEditor::moveCard(int delta)
{
    const int from = m_current;
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= m_model->rowCount())
        return -1;
    const QString title = cardTitle(from);
    //: An undo step's name (the Workshop's Edit menu). %1: a card's name.
    const QString text = delta < 0 ? tr("Move %1 up").arg(title)
                                   : /*: An undo step's name (the Workshop's Edit menu). %1: a
                                        card's name. */
                             tr("Move %1 down").arg(title);
    return document()->moveElement(kCards, from, to, text) ? to : -1;
}

void GwCardsEditor::setCurrentCard(int index)
{
    index = std::min(index, m_model->rowCount() - 1);
    m_current = index;
    m_loading = true;
    if (index >= 0) {
        const QModelIndex at = m_model->index(index, GwCardListModel::NameColumn);
        m_view->selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
        m_view->scrollTo(at);
    } else {
        m_view->selectionModel()->clearSelection();
    }
    m_loading = false;
    refreshForm();
}

void GwCardsEditor::updateButtons()
{
    m_duplicateAction->setEnabled(m_current >= 0);
    m_removeAction->setEnabled(m_current >= 0 && m_model->rowCount() > 1);
    m_upAction->setEnabled(m_current > 0);
    m_downAction->setEnabled(m_current >= 0 && m_current + 1 < m_model->rowCount());
}

void GwCardsEditor::updateSummary()
{
    int copies = 0;
    const QJsonArray cards = document()->value(kCards).toArray();
    for (const QJsonValue &card : cards)
        copies += card.toObject().value(QStringLiteral("count")).toInt();
    //: Workshop, Galactic Warfare card editor: what the deck holds, e.g. '50 cards of 16 kinds'.
    //: %n: the cards (the copies added up); %1: the different cards, e.g. '16 kinds'.
    m_summary->setText(tr("%n card(s) of %1", nullptr, copies)
                           .arg(
                               //: Workshop, Galactic Warfare card editor: inside '50 cards of
                               //: %1': the different cards of the deck.
                               tr("%n kind(s)", nullptr, int(cards.size()))));
}

void GwCardsEditor::refreshForm()
{
    updateButtons();
    const bool has = m_current >= 0;
    m_noCard->setVisible(!has);
    m_cardBox->setVisible(has);
    if (!has) {
        m_preview->setCard({});
        return;
    }
    const QJsonObject card = document()->value(cardPointer(m_current)).toObject();
    const QString kind = card.value(QStringLiteral("kind")).toString();
    m_loading = true;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const QJsonValue value = card.value(it.key());
        if (auto *spin = qobject_cast<QSpinBox *>(it.value())) {
            spin->setValue(value.toInt());
        } else if (auto *edit = qobject_cast<QLineEdit *>(it.value())) {
            if (edit->text() != value.toString())
                edit->setText(value.toString());
        }
    }
    // The text as typed stays (its cursor too) while the document follows it.
    if (m_text->toPlainText() != card.value(QStringLiteral("text")).toString())
        m_text->setPlainText(card.value(QStringLiteral("text")).toString());
    int kindIndex = m_kind->findData(kind);
    if (kindIndex < 0) { // not a kind the engine knows: shown as it is
        m_kind->addItem(kind, kind);
        kindIndex = m_kind->count() - 1;
    }
    m_kind->setCurrentIndex(kindIndex);
    m_window->clear();
    const QString window = card.value(QStringLiteral("window")).toString();
    QStringList windows = windowsFor(kind);
    if (!windows.contains(window) && !window.isEmpty())
        windows.append(window); // not allowed for the effect: shown, the Problems panel says why
    for (const QString &w : std::as_const(windows))
        m_window->addItem(windowTextOf(w), w);
    m_window->setCurrentIndex(m_window->findData(window));
    m_window->setEnabled(windows.size() > 1);
    // The parameter the card has (the Problems panel speaks of one it should have).
    const bool dice = card.contains(QStringLiteral("dice"));
    const bool cards = card.contains(QStringLiteral("cards"));
    QWidget *parameter = m_fields.value(dice ? QStringLiteral("dice") : QStringLiteral("cards"));
    m_fields.value(QStringLiteral("dice"))->setVisible(dice);
    m_fields.value(QStringLiteral("cards"))->setVisible(!dice && cards);
    m_form->setRowVisible(m_parameter, dice || cards);
    m_parameterLabel->setText(dice ? /*: Workshop, Galactic Warfare card editor: a field's label:
                                        the dice the card adds or takes. */
                                  tr("Dice")
                                   : /*: Workshop, Galactic Warfare card editor: a field's label:
                                        the cards the card draws. */
                                  tr("Cards drawn"));
    m_parameterLabel->setBuddy(parameter);
    m_effect->setText(effectText(card));
    m_loading = false;
    m_preview->setCard(card);
}

void GwCardsEditor::documentChanged(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.isEmpty() || tokens.first() != QLatin1String("cards")) {
        m_loading = true;
        m_deckId->setText(document()->value(QStringLiteral("/id")).toString());
        m_deckName->setText(document()->value(QStringLiteral("/name")).toString());
        m_loading = false;
    }
    updateSummary();
    if (tokens.size() >= 2 && tokens.at(1).toInt() != m_current)
        return;
    if (tokens == QStringList{QStringLiteral("cards")} || m_current >= m_model->rowCount())
        setCurrentCard(m_current);
    else
        refreshForm();
}

void GwCardsEditor::selectPointer(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.value(0) != QLatin1String("cards")) {
        if (tokens.value(0) == QLatin1String("id"))
            m_deckId->setFocus();
        else if (tokens.value(0) == QLatin1String("name"))
            m_deckName->setFocus();
        return;
    }
    bool ok = false;
    const int index = tokens.value(1).toInt(&ok);
    if (!ok || index < 0 || index >= m_model->rowCount()) {
        m_view->setFocus();
        return;
    }
    setCurrentCard(index);
    QWidget *target = m_fields.value(tokens.value(2));
    if (target && target->isVisibleTo(this)) {
        m_scroll->ensureWidgetVisible(target);
        target->setFocus(Qt::OtherFocusReason);
    } else {
        m_view->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace starboard::editor
