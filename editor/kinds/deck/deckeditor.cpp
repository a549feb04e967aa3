#include "kinds/deck/deckeditor.h"

#include "currentcelldelegate.h"
#include "document.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace starboard::editor {

namespace {

const QString kCards = QStringLiteral("/cards");
const QStringList kSystemKeys = {QStringLiteral("metal"), QStringLiteral("wealth"),
                                 QStringLiteral("resistance"), QStringLiteral("victoryPoints")};
const QStringList kEventKeys = {QStringLiteral("event"), QStringLiteral("year1"),
                                QStringLiteral("year2"), QStringLiteral("threshold"),
                                QStringLiteral("rollAtLeast")};
const QString kYearKeys[2] = {QStringLiteral("year1"), QStringLiteral("year2")};

bool isSystem(const QString &kind)
{
    return kind == QLatin1String("near") || kind == QLatin1String("distant");
}

bool usesYears(const QString &event)
{
    return !event.isEmpty() && event != QLatin1String("strike") && event != QLatin1String("peace");
}

bool usesResource(const QString &event)
{
    return event == QLatin1String("resource") || event == QLatin1String("raid");
}

bool usesThreshold(const QString &event)
{
    return event == QLatin1String("coup") || event == QLatin1String("raid") ||
           event == QLatin1String("ambush");
}

bool usesRoll(const QString &event)
{
    return event == QLatin1String("coup");
}

QString kindName(const QString &kind)
{
    if (kind == QLatin1String("near"))
        //: Galaxy Command card kind, the game's term: a system close to home (Workshop, deck
        //: editor: the card list's Kind column and the Kind chooser).
        return QCoreApplication::translate("Workshop", "Near system");
    if (kind == QLatin1String("distant"))
        //: Galaxy Command card kind, the game's term: a system far away, needs Forward Star Bases
        //: (Workshop, deck editor: Kind column and chooser).
        return QCoreApplication::translate("Workshop", "Distant system");
    if (kind == QLatin1String("event"))
        //: Galaxy Command card kind, the game's term: an event card (Workshop, deck editor: Kind
        //: column and chooser).
        return QCoreApplication::translate("Workshop", "Event");
    if (kind == QLatin1String("red-alert"))
        //: Galaxy Command card kind, the game's term: a red alert card, a harsher event (Workshop,
        //: deck editor: Kind column and chooser).
        return QCoreApplication::translate("Workshop", "Red alert");
    return kind;
}

// The Edit menu's name of turning a card (%1) into a card of `kind`.
QString makeKindText(const QString &kind)
{
    if (kind == QLatin1String("near"))
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
        //: name, e.g. 'Sirius'.
        return QCoreApplication::translate("Workshop", "Make %1 a near system");
    if (kind == QLatin1String("distant"))
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
        //: name, e.g. 'Sirius'.
        return QCoreApplication::translate("Workshop", "Make %1 a distant system");
    if (kind == QLatin1String("event"))
        //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
        //: name, e.g. 'Sirius'.
        return QCoreApplication::translate("Workshop", "Make %1 an event");
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's name,
    //: e.g. 'Sirius'.
    return QCoreApplication::translate("Workshop", "Make %1 a red alert");
}

QString eventName(const QString &event)
{
    if (event == QLatin1String("resource"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the event
        //: gives resources.
        return QCoreApplication::translate("Workshop", "Resources");
    if (event == QLatin1String("strike"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the workers
        //: strike, no production (a noun).
        return QCoreApplication::translate("Workshop", "Strike");
    if (event == QLatin1String("revolt"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): a revolt
        //: against a system (a noun).
        return QCoreApplication::translate("Workshop", "Revolt");
    if (event == QLatin1String("invasion"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an invasion
        //: of a system (a noun).
        return QCoreApplication::translate("Workshop", "Invasion");
    if (event == QLatin1String("peace"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): nothing
        //: happens (a noun).
        return QCoreApplication::translate("Workshop", "Peace");
    if (event == QLatin1String("coup"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): the army
        //: seizes power (a noun).
        return QCoreApplication::translate("Workshop", "Military coup");
    if (event == QLatin1String("raid"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): pirates raid
        //: the storage (a noun).
        return QCoreApplication::translate("Workshop", "Raid");
    if (event == QLatin1String("ambush"))
        //: Galaxy Command: a kind of event (Workshop, deck editor, the Event chooser): an ambush at
        //: the border (a noun).
        return QCoreApplication::translate("Workshop", "Ambush");
    return event;
}

QString resourceName(const QString &resource)
{
    if (resource == QLatin1String("wealth"))
        //: Galaxy Command's resource wealth (lower case: used inside other texts, e.g. 'Every
        //: player gains 2 wealth.'; also in the Workshop's resource chooser).
        return QCoreApplication::translate("Workshop", "wealth");
    //: Galaxy Command's resource metal (lower case: used inside other texts, e.g. 'Every player
    //: gains 2 metal.'; also in the Workshop's resource chooser).
    return QCoreApplication::translate("Workshop", "metal");
}

// The colours of the board's cards (GcCard.qml, GcEventCard.qml).
QColor kindColor(const QString &kind)
{
    if (kind == QLatin1String("distant"))
        return QColor(0x5a, 0x2f, 0x8f);
    if (kind == QLatin1String("event"))
        return QColor(0xb8, 0x69, 0x1c);
    if (kind == QLatin1String("red-alert"))
        return QColor(0xc0, 0x39, 0x2b);
    return QColor(0x1f, 0x4f, 0x8f);
}

// The label of the amount of a year, which means something else for each event.
QString amountLabel(const QString &event, int year)
{
    if (event == QLatin1String("resource"))
        //: Workshop, deck editor: a field's label for an event card giving resources. %1: the year,
        //: 1 or 2. The field is the amount gained.
        return QCoreApplication::translate("Workshop", "Year %1: gain").arg(year);
    if (event == QLatin1String("revolt") || event == QLatin1String("invasion"))
        //: Workshop, deck editor: a field's label for a revolt or invasion card. %1: the year, 1 or
        //: 2. The field is the bonus added to the attacking force's roll (force +N).
        return QCoreApplication::translate("Workshop", "Year %1: force +").arg(year);
    if (event == QLatin1String("coup"))
        //: Workshop, deck editor: a field's label for a military coup card. %1: the year, 1 or 2.
        //: The field is the military strength lost.
        return QCoreApplication::translate("Workshop", "Year %1: military lost").arg(year);
    if (event == QLatin1String("raid"))
        //: Workshop, deck editor: a field's label for a raid card. %1: the year, 1 or 2. The field
        //: is the amount lost.
        return QCoreApplication::translate("Workshop", "Year %1: lose").arg(year);
    if (event == QLatin1String("ambush"))
        //: Workshop, deck editor: a field's label for a border ambush card. %1: the year, 1 or 2.
        //: The field is the invasion's force.
        return QCoreApplication::translate("Workshop", "Year %1: invasion force").arg(year);
    //: Workshop, deck editor: a field's label for an event card's effect. %1: the year (round) of
    //: the game, 1 or 2.
    return QCoreApplication::translate("Workshop", "Year %1").arg(year);
}

QString thresholdLabel(const QString &event)
{
    if (event == QLatin1String("raid"))
        //: Workshop, deck editor: a field's label for a raid card, before a number: players with
        //: this much in storage or more are struck.
        return QCoreApplication::translate("Workshop", "Storage at least");
    if (event == QLatin1String("ambush"))
        //: Workshop, deck editor: a field's label for a border ambush card, before a number:
        //: players with this military strength or less are struck.
        return QCoreApplication::translate("Workshop", "Military at most");
    //: Workshop, deck editor: a field's label for a military coup card, before a number: players
    //: with this military strength or more roll.
    return QCoreApplication::translate("Workshop", "Military at least");
}

} // namespace

QStringList eventsForKind(const QString &kind)
{
    if (kind == QLatin1String("event"))
        return {QStringLiteral("resource"), QStringLiteral("strike"), QStringLiteral("revolt"),
                QStringLiteral("invasion"), QStringLiteral("peace")};
    if (kind == QLatin1String("red-alert"))
        return {QStringLiteral("coup"), QStringLiteral("raid"), QStringLiteral("ambush")};
    return {};
}

QJsonObject shapedCard(QJsonObject card, const QString &kind, const QString &event)
{
    card.insert(QStringLiteral("kind"), kind);
    if (isSystem(kind)) {
        for (const QString &key : kSystemKeys) {
            if (!card.value(key).isDouble())
                card.insert(key, key == QLatin1String("resistance") ? 1 : 0);
        }
        for (const QString &key : kEventKeys)
            card.remove(key);
        return card;
    }
    for (const QString &key : kSystemKeys)
        card.remove(key);
    const QStringList events = eventsForKind(kind);
    const QString chosen = events.contains(event) ? event : events.value(0);
    card.insert(QStringLiteral("event"), chosen);
    for (const QString &key : kYearKeys) {
        if (!usesYears(chosen)) {
            card.remove(key);
            continue;
        }
        QJsonObject year = card.value(key).toObject();
        if (!year.value(QStringLiteral("amount")).isDouble())
            year.insert(QStringLiteral("amount"), 1);
        if (!usesResource(chosen))
            year.remove(QStringLiteral("resource"));
        else if (!year.value(QStringLiteral("resource")).isString())
            year.insert(QStringLiteral("resource"), QStringLiteral("metal"));
        card.insert(key, year);
    }
    if (!usesThreshold(chosen))
        card.remove(QStringLiteral("threshold"));
    else if (!card.value(QStringLiteral("threshold")).isDouble())
        card.insert(QStringLiteral("threshold"), 3);
    if (!usesRoll(chosen))
        card.remove(QStringLiteral("rollAtLeast"));
    else if (!card.value(QStringLiteral("rollAtLeast")).isDouble())
        card.insert(QStringLiteral("rollAtLeast"), 4);
    return card;
}

// ---------------------------------------------------------------------------------------------

CardListModel::CardListModel(Document *document, QObject *parent)
    : DocumentArrayModel(document, kCards, ColumnCount, parent)
{}

QVariant CardListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QJsonObject card = this->card(index.row());
    const QString kind = card.value(QStringLiteral("kind")).toString();
    if (role == KindRole)
        return kind;
    switch (index.column()) {
    case NumberColumn:
        if (role == Qt::DisplayRole)
            return card.value(QStringLiteral("number")).toInt();
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case NameColumn:
        if (role == Qt::DisplayRole)
            return card.value(QStringLiteral("name")).toString();
        break;
    case KindColumn:
        if (role == Qt::DisplayRole)
            return kindName(kind);
        if (role == Qt::DecorationRole)
            return kindColor(kind);
        break;
    case OriginalColumn:
        if (role == Qt::CheckStateRole)
            return card.value(QStringLiteral("original")).toBool() ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("One of the 18 cards of the original solitaire game");
        break;
    default:
        break;
    }
    return {};
}

bool CardListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != OriginalColumn ||
        role != Qt::CheckStateRole)
        return false;
    const bool original = value.toInt() == Qt::Checked;
    const QString name = card(index.row()).value(QStringLiteral("name")).toString();
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's name,
    //: e.g. 'Sirius'. An original card is one of the 18 of the original solitaire.
    const QString text = original ? tr("Mark %1 as an original card").arg(name)
                                  //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo
                                  //: history). %1: a card's name, e.g. 'Sirius'. An original card
                                  //: is one of the 18 of the original solitaire.
                                  : tr("Unmark %1 as an original card").arg(name);
    return document()->setValue(
        childPointer(elementPointer(index.row()), QStringLiteral("original")), original, text);
}

Qt::ItemFlags CardListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == OriginalColumn)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant CardListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn:
        //: Workshop, deck editor: the card list's column header for the card's number: a short
        //: abbreviation of 'Number'.
        return tr("No.");
    case NameColumn:
        //: Workshop, deck editor: the card list's column header (the card's name). Keep it short.
        return tr("Name");
    case KindColumn:
        //: Workshop, deck editor: the card list's column header (near system, distant system,
        //: event, red alert). Keep it short.
        return tr("Kind");
    case OriginalColumn:
        //: Workshop, deck editor: the card list's column header: a check box, whether the card is
        //: one of the 18 of the original solitaire. Keep it short.
        return tr("Original");
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------------------------

CardPreview::CardPreview(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void CardPreview::setCard(const QJsonObject &card)
{
    m_card = card;
    update();
}

QString CardPreview::yearText(const QJsonObject &card, int year)
{
    const QString event = card.value(QStringLiteral("event")).toString();
    const QJsonObject y = card.value(kYearKeys[year]).toObject();
    const int amount = y.value(QStringLiteral("amount")).toInt();
    const QString resource = resourceName(y.value(QStringLiteral("resource")).toString());
    const int threshold = card.value(QStringLiteral("threshold")).toInt();
    if (event == QLatin1String("resource"))
        //: Workshop, deck editor: the effect of an event card as the card preview shows it. %1: an
        //: amount, e.g. 2; %2: a resource, 'metal' or 'wealth'.
        return QCoreApplication::translate("Workshop", "Every player gains %1 %2.")
            .arg(amount)
            .arg(resource);
    if (event == QLatin1String("strike"))
        return QCoreApplication::translate("Workshop", "Strike: no production next turn.");
    if (event == QLatin1String("revolt"))
        //: Workshop, deck editor: the effect of a revolt card in the card preview. %1: the bonus to
        //: the revolt's roll, e.g. 2.
        return QCoreApplication::translate(
                   "Workshop", "Revolt against the aligned system of least resistance, force +%1.")
            .arg(amount);
    if (event == QLatin1String("invasion"))
        //: Workshop, deck editor: the effect of an invasion card in the card preview. %1: the bonus
        //: to the invasion's roll, e.g. 2.
        return QCoreApplication::translate("Workshop",
                                           "Invasion of the system aligned last, force +%1.")
            .arg(amount);
    if (event == QLatin1String("peace"))
        return QCoreApplication::translate("Workshop", "Peace: nothing happens.");
    if (event == QLatin1String("coup"))
        //: Workshop, deck editor: the effect of a military coup card in the card preview. %1: a
        //: military strength, e.g. 3; %2: the roll needed, e.g. 4; %3: the military strength lost,
        //: e.g. 1.
        return QCoreApplication::translate(
                   "Workshop", "Military %1 or more: on a roll of %2+ lose %3 military.")
            .arg(threshold)
            .arg(card.value(QStringLiteral("rollAtLeast")).toInt())
            .arg(amount);
    if (event == QLatin1String("raid"))
        //: Workshop, deck editor: the effect of a raid card in the card preview. %1: a threshold,
        //: e.g. 3; %2: an amount, e.g. 2; %3: a resource, 'metal' or 'wealth'.
        return QCoreApplication::translate("Workshop", "Storage of %1 or more: lose %2 %3.")
            .arg(threshold)
            .arg(amount)
            .arg(resource);
    if (event == QLatin1String("ambush"))
        //: Workshop, deck editor: the effect of a border ambush card in the card preview. %1: a
        //: military strength, e.g. 1; %2: the invasion's force, e.g. 3.
        return QCoreApplication::translate("Workshop",
                                           "Military %1 or less: an invasion of force %2.")
            .arg(threshold)
            .arg(amount);
    return {};
}

void CardPreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_card.isEmpty())
        return;
    // A card of the board's proportions (5:7), as large as fits.
    const qreal w = std::min(qreal(width() - 2), (height() - 2) * 5.0 / 7.0);
    const qreal h = w * 7.0 / 5.0;
    const QRectF card((width() - w) / 2, 1, w, h);
    const QString kind = m_card.value(QStringLiteral("kind")).toString();
    const bool system = isSystem(kind);
    const QColor band = kindColor(kind);
    const qreal radius = std::max(3.0, w * 0.06);

    QPainterPath outline;
    outline.addRoundedRect(card, radius, radius);
    p.fillPath(outline, system ? QColor(0xee, 0xf1, 0xf7) : QColor(0xf6, 0xef, 0xe0));
    p.save();
    p.setClipPath(outline);

    QFont font = this->font();
    const auto setPixelSize = [&](qreal size, bool bold) {
        font.setPixelSize(std::max(8, int(size)));
        font.setBold(bold);
        p.setFont(font);
    };
    const QString number = QString::number(m_card.value(QStringLiteral("number")).toInt());
    const QString name = m_card.value(QStringLiteral("name")).toString();
    // The original game's cards have a yellow number, the others a white one.
    const QColor numberColor = m_card.value(QStringLiteral("original")).toBool()
                                   ? QColor(0xf2, 0xc1, 0x4e)
                                   : QColor(0xff, 0xff, 0xff);
    if (system) {
        const QRectF header(card.left(), card.top(), w, h * 0.3);
        p.fillRect(header, band);
        setPixelSize(h * 0.055, true);
        p.setPen(numberColor);
        p.drawText(header.adjusted(4, 3, -6, 0), Qt::AlignRight | Qt::AlignTop, number);
        setPixelSize(h * 0.085, true);
        p.setPen(Qt::white);
        p.drawText(header.adjusted(8, h * 0.05, -8, -4), Qt::AlignCenter | Qt::TextWordWrap, name);

        const QColor ink(0x0a, 0x0e, 0x18);
        const QColor muted(0x5b, 0x64, 0x78);
        qreal y = header.bottom() + h * 0.04;
        setPixelSize(h * 0.045, true);
        p.setPen(muted);
        p.drawText(QRectF(card.left(), y, w, h * 0.06), Qt::AlignCenter,
                   //: Workshop, the card preview: the label of a system card's resistance (printed
                   //: on the card in capitals; tight space).
                   tr("RESISTANCE").toUpper());
        y += h * 0.06;
        setPixelSize(h * 0.17, true);
        p.setPen(ink);
        p.drawText(QRectF(card.left(), y, w, h * 0.2), Qt::AlignCenter,
                   QString::number(m_card.value(QStringLiteral("resistance")).toInt()));
        y += h * 0.23;
        //: Workshop, the card preview: labels printed on a system card, tight space. 'Metal': the
        //: metal production.
        const QString labels[3] = {
            tr("Metal"),  /*: Workshop, the card preview: labels printed on a system card, tight
                             space. 'Wealth': the wealth production. */
            tr("Wealth"), /*: Workshop, the card preview: labels printed on a system card, tight
                             space. 'VP': the abbreviation of 'victory points'. */
            tr("VP")};
        const int values[3] = {m_card.value(QStringLiteral("metal")).toInt(),
                               m_card.value(QStringLiteral("wealth")).toInt(),
                               m_card.value(QStringLiteral("victoryPoints")).toInt()};
        const QColor chips[3] = {QColor(0x8a, 0x93, 0xa8), QColor(0xd9, 0xa4, 0x22),
                                 QColor(0x2f, 0x9a, 0x60)};
        const qreal cell = w / 3;
        for (int i = 0; i < 3; ++i) {
            const QRectF slot(card.left() + i * cell, y, cell, h * 0.2);
            const qreal d = h * 0.075;
            p.setPen(Qt::NoPen);
            p.setBrush(chips[i]);
            p.drawEllipse(QPointF(slot.center().x(), slot.top() + d / 2), d / 2, d / 2);
            setPixelSize(h * 0.045, false);
            p.setPen(muted);
            p.drawText(QRectF(slot.left(), slot.top() + d + 2, cell, h * 0.05), Qt::AlignCenter,
                       labels[i]);
            setPixelSize(h * 0.075, true);
            p.setPen(ink);
            p.drawText(QRectF(slot.left(), slot.top() + d + h * 0.05, cell, h * 0.09),
                       Qt::AlignCenter, QString::number(values[i]));
        }
        // The kind along the bottom.
        const QRectF bottom(card.left(), card.bottom() - h * 0.1, w, h * 0.1);
        p.fillRect(bottom, band);
        setPixelSize(h * 0.045, true);
        p.setPen(Qt::white);
        p.drawText(bottom, Qt::AlignCenter, kindName(kind).toUpper());
    } else {
        const bool redAlert = kind == QLatin1String("red-alert");
        const QRectF header(card.left(), card.top(), w, h * 0.1);
        p.fillRect(header, band);
        setPixelSize(h * 0.05, true);
        p.setPen(Qt::white);
        p.drawText(header.adjusted(8, 0, -8, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   //: Workshop, the card preview: the stamp at the top of a red alert card, the
                   //: harsher kind of event card (capitals, tight space).
                   redAlert ? tr("RED ALERT") : /*: Workshop, the card preview: the stamp at the top
                                                   of an event card (capitals, tight space). */
                       tr("EVENT"));
        p.setPen(numberColor);
        p.drawText(header.adjusted(8, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter, number);

        const QColor ink(0x1b, 0x16, 0x06);
        const QColor note(0x5a, 0x4a, 0x32);
        setPixelSize(h * 0.075, true);
        p.setPen(ink);
        const QRectF title(card.left() + 8, header.bottom() + h * 0.03, w - 16, h * 0.16);
        p.drawText(title, Qt::AlignCenter | Qt::TextWordWrap, name);
        setPixelSize(h * 0.042, false);
        p.setPen(note);
        p.drawText(QRectF(card.left() + 8, title.bottom(), w - 16, h * 0.06), Qt::AlignCenter,
                   eventName(m_card.value(QStringLiteral("event")).toString()));

        qreal y = title.bottom() + h * 0.08;
        const qreal boxHeight = (card.bottom() - y - h * 0.04 - h * 0.03) / 2;
        for (int year = 0; year < 2; ++year) {
            const QRectF box(card.left() + w * 0.06, y, w * 0.88, boxHeight);
            p.setPen(QPen(QColor(0xc9, 0xbb, 0xa6), 1));
            p.setBrush(QColor(0xe9, 0xdf, 0xc9));
            p.drawRoundedRect(box, 4, 4);
            setPixelSize(h * 0.045, true);
            p.setPen(band);
            const QRectF label(box.left() + 6, box.top() + 4, box.width() - 12, h * 0.06);
            //: Workshop, the card preview: a row of an event card's effects. %1: the year (round)
            //: of the game, 1 or 2.
            p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, tr("Year %1").arg(year + 1));
            setPixelSize(h * 0.045, false);
            p.setPen(QColor(0x3d, 0x33, 0x25));
            p.drawText(QRectF(box.left() + 6, label.bottom() + 2, box.width() - 12,
                              box.bottom() - label.bottom() - 6),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, yearText(m_card, year));
            y += boxHeight + h * 0.03;
        }
    }
    p.restore();
    p.setPen(QPen(QColor(0x0a, 0x0e, 0x18), 1));
    p.setBrush(Qt::NoBrush);
    p.drawPath(outline);
}

// ---------------------------------------------------------------------------------------------

DeckEditor::DeckEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_model(new CardListModel(document, this)),
      m_proxy(new QSortFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(CardListModel::KindRole);
    m_proxy->setFilterKeyColumn(CardListModel::NumberColumn);

    // The deck's own id and name.
    m_deckId = new QLineEdit;
    m_deckName = new QLineEdit;
    auto *deckRow = new QHBoxLayout;
    // Each label is its field's buddy: screen readers name the field by it (Orca said "text").
    //: Workshop, deck editor: a field's label: the deck's name.
    auto *deckNameLabel = new QLabel(tr("Deck name:"));
    deckNameLabel->setBuddy(m_deckName);
    deckRow->addWidget(deckNameLabel);
    deckRow->addWidget(m_deckName, 2);
    deckRow->addSpacing(12);
    //: Workshop, deck editor: a field's label: the deck's identifier, used by rule sets to refer to
    //: it (short technical name).
    auto *deckIdLabel = new QLabel(tr("Id:"));
    deckIdLabel->setBuddy(m_deckId);
    deckRow->addWidget(deckIdLabel);
    deckRow->addWidget(m_deckId, 1);
    const auto deckMember = [this](QLineEdit *edit, const QString &key, const QString &text) {
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, key, text] {
            if (!m_loading)
                this->document()->setValue(QLatin1Char('/') + key, edit->text(), text);
        });
    };
    deckMember(m_deckName, QStringLiteral("name"), tr("Change the deck's name"));
    deckMember(m_deckId, QStringLiteral("id"), tr("Change the deck's id"));

    // The list of cards.
    m_filter = new QComboBox;
    //: Workshop, deck editor: the card list's filter ('Show:'): show every card.
    m_filter->addItem(tr("All cards"), QString());
    for (const QString &kind : {QStringLiteral("near"), QStringLiteral("distant"),
                                QStringLiteral("event"), QStringLiteral("red-alert")})
        m_filter->addItem(kindName(kind), kind);
    connect(m_filter, &QComboBox::currentIndexChanged, this, [this] {
        const QString kind = m_filter->currentData().toString();
        m_proxy->setFilterRegularExpression(
            kind.isEmpty()
                ? QString()
                : QLatin1Char('^') + QRegularExpression::escape(kind) + QLatin1Char('$'));
        // The current card stays when it is shown, else the first card shown is current.
        int current = m_current;
        if (current >= 0 && !m_proxy->mapFromSource(m_model->index(current, 0)).isValid())
            current =
                m_proxy->rowCount() > 0 ? m_proxy->mapToSource(m_proxy->index(0, 0)).row() : -1;
        setCurrentCard(current);
    });
    m_view = new QTableView;
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(CardListModel::NameColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(CardListModel::NumberColumn,
                                                     QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(CardListModel::KindColumn,
                                                     QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(CardListModel::OriginalColumn,
                                                     QHeaderView::ResizeToContents);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    // Tab leaves the list (Qt's table moves from cell to cell: 216 presses past 54 cards);
    // the arrows move within it.
    m_view->setTabKeyNavigation(false);
    // The current cell (the arrows move it; Space ticks "Original" in its column) is framed
    // clearly inside the highlighted row.
    m_view->setItemDelegate(new CurrentCellDelegate(m_view));
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_loading || !current.isValid())
                    return;
                m_current = m_proxy->mapToSource(current).row();
                refreshForm();
            });
    //: Workshop, deck editor: a button below the card list (a verb: add a new card).
    m_add = new QPushButton(tr("Add card"));
    //: Workshop, deck editor: a button below the card list (a verb: duplicate the chosen card).
    m_duplicate = new QPushButton(tr("Duplicate"));
    //: Workshop, deck editor: a button below the card list (a verb: remove the chosen card).
    m_remove = new QPushButton(tr("Remove"));
    //: Workshop, deck editor: a button below the card list: move the chosen card up in the list
    //: (a verb).
    m_up = new QPushButton(tr("Move up"));
    //: Workshop, deck editor: a button below the card list: move the chosen card down in the list
    //: (a verb).
    m_down = new QPushButton(tr("Move down"));
    // The keyboard (issue 12): each button's edit is also an action with a key while the focus
    // is anywhere in this editor (as the ship table's), named in the button's tool tip. A line
    // edit keeps its own Ctrl+Delete (delete a word) and Insert.
    const auto withKey = [this](QPushButton *button, const QString &toolTip,
                                const QKeySequence &key, auto slot) {
        auto *action = new QAction(button->text(), this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        QWidget::addAction(action);
        const QString tip =
            QStringLiteral("%1 (%2)").arg(toolTip, key.toString(QKeySequence::NativeText));
        action->setToolTip(tip);
        button->setToolTip(tip);
        connect(action, &QAction::triggered, this, slot);
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        return action;
    };
    //: Workshop, deck editor: the tool tip of a button below the card list; the key follows in
    //: brackets.
    m_addAction = withKey(m_add, tr("Add a new card after the selected one"),
                          QKeySequence(Qt::Key_Insert), [this] { addCard(); });
    //: Workshop, deck editor: the tool tip of a button below the card list; the key follows in
    //: brackets.
    m_duplicateAction = withKey(m_duplicate, tr("Add a copy of the selected card"),
                                QKeySequence(Qt::CTRL | Qt::Key_D), [this] { duplicateCard(); });
    //: Workshop, deck editor: the tool tip of a button below the card list; the key follows in
    //: brackets.
    m_removeAction = withKey(m_remove, tr("Remove the selected card"),
                             QKeySequence(Qt::CTRL | Qt::Key_Delete), [this] { removeCard(); });
    //: Workshop, deck editor: the tool tip of a button below the card list; the key follows in
    //: brackets.
    m_upAction = withKey(m_up, tr("Move the selected card up in the list"),
                         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up), [this] { moveCard(-1); });
    //: Workshop, deck editor: the tool tip of a button below the card list; the key follows in
    //: brackets.
    m_downAction =
        withKey(m_down, tr("Move the selected card down in the list"),
                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down), [this] { moveCard(+1); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);
    buttons->addStretch();
    auto *filterRow = new QHBoxLayout;
    //: Workshop, deck editor: the label of the card list's filter (which kinds of card to show).
    auto *filterLabel = new QLabel(tr("Show:"));
    filterLabel->setBuddy(m_filter);
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    auto *listPane = new QWidget;
    auto *listLayout = new QVBoxLayout(listPane);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addLayout(filterRow);
    listLayout->addWidget(m_view, 1);
    listLayout->addLayout(buttons);

    // The form of the current card.
    m_formPage = new QWidget;
    auto *formLayout = new QVBoxLayout(m_formPage);
    //: Workshop, deck editor: the heading of the chosen card's fields (a noun).
    auto *cardBox = new QGroupBox(tr("Card"));
    m_cardForm = new QFormLayout(cardBox);
    //: Workshop, deck editor: a field's label: the card's number in the deck.
    addSpin(m_cardForm, QStringLiteral("number"), tr("Number"),
            /*: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
               name, e.g. 'Sirius'. */
            tr("Change the number of %1"), 1, 999);
    auto *id = new QLineEdit;
    auto *name = new QLineEdit;
    //: Workshop, deck editor: a field's label: the card's identifier (a short technical name).
    m_cardForm->addRow(tr("Id"), id);
    //: Workshop, deck editor: a field's label: the card's name.
    m_cardForm->addRow(tr("Name"), name);
    m_fields.insert(QStringLiteral("id"), id);
    m_fields.insert(QStringLiteral("name"), name);
    connect(id, &QLineEdit::editingFinished, this,
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Sirius'.
            [this, id] { setMember(QStringLiteral("id"), id->text(), tr("Change the id of %1")); });
    connect(name, &QLineEdit::editingFinished, this,
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: old name, e.g. 'Sirius'.
            [this, name] { setMember(QStringLiteral("name"), name->text(), tr("Rename %1")); });
    m_kind = new QComboBox;
    for (const QString &kind : {QStringLiteral("near"), QStringLiteral("distant"),
                                QStringLiteral("event"), QStringLiteral("red-alert")})
        m_kind->addItem(kindName(kind), kind);
    //: Workshop, deck editor: a field's label: the card's kind (near system, distant system, event,
    //: red alert).
    m_cardForm->addRow(tr("Kind"), m_kind);
    m_fields.insert(QStringLiteral("kind"), m_kind);
    connect(m_kind, &QComboBox::activated, this, [this] {
        if (!m_loading && m_current >= 0)
            changeKind(m_current, m_kind->currentData().toString());
    });
    m_original = new QCheckBox(tr("One of the 18 cards of the original game"));
    //: Workshop, deck editor: a check box's label: the card is one of the 18 of the original
    //: solitaire.
    m_cardForm->addRow(tr("Original"), m_original);
    m_fields.insert(QStringLiteral("original"), m_original);
    connect(m_original, &QCheckBox::toggled, this, [this](bool on) {
        setMember(QStringLiteral("original"), on,
                  //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a
                  //: card's name, e.g. 'Sirius'. An original card is one of the 18 of the original
                  //: solitaire.
                  on ? tr("Mark %1 as an original card")
                     : /*: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history).
                          %1: a card's name, e.g. 'Sirius'. */
                      tr("Unmark %1 as an original card"));
    });

    //: Workshop, deck editor: the heading of a system card's fields (a noun: a star system).
    m_systemBox = new QGroupBox(tr("System"));
    auto *systemForm = new QFormLayout(m_systemBox);
    //: Workshop, deck editor: a field's label: a system card's resistance, the game's term (the
    //: roll needed to align it).
    addSpin(systemForm, QStringLiteral("resistance"), tr("Resistance"),
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Sirius'.
            tr("Change the resistance of %1"), 1, 99);
    //: Workshop, deck editor: a field's label: the metal a system produces every turn.
    addSpin(systemForm, QStringLiteral("metal"), tr("Metal production"),
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Sirius'.
            tr("Change the metal production of %1"), 0, 99);
    //: Workshop, deck editor: a field's label: the wealth a system produces every turn.
    addSpin(systemForm, QStringLiteral("wealth"), tr("Wealth production"),
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Sirius'.
            tr("Change the wealth production of %1"), 0, 99);
    //: Workshop, deck editor: a field's label.
    addSpin(systemForm, QStringLiteral("victoryPoints"), tr("Victory points"),
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Sirius'.
            tr("Change the victory points of %1"), 0, 99);

    //: Workshop, deck editor: the heading of an event card's fields, and the label of the event's
    //: kind (a noun).
    m_eventBox = new QGroupBox(tr("Event"));
    m_eventForm = new QFormLayout(m_eventBox);
    m_event = new QComboBox;
    m_eventForm->addRow(tr("Event"), m_event);
    m_fields.insert(QStringLiteral("event"), m_event);
    connect(m_event, &QComboBox::activated, this, [this] {
        if (!m_loading && m_current >= 0)
            changeEvent(m_current, m_event->currentData().toString());
    });
    for (int year = 0; year < 2; ++year) {
        m_yearRow[year] = new QWidget;
        auto *row = new QHBoxLayout(m_yearRow[year]);
        row->setContentsMargins(0, 0, 0, 0);
        auto *amount = new QSpinBox;
        amount->setRange(0, 99);
        amount->setKeyboardTracking(false);
        amount->setMinimumWidth(90);
        m_yearResource[year] = new QComboBox;
        m_yearResource[year]->addItem(resourceName(QStringLiteral("metal")),
                                      QStringLiteral("metal"));
        m_yearResource[year]->addItem(resourceName(QStringLiteral("wealth")),
                                      QStringLiteral("wealth"));
        row->addWidget(amount);
        row->addWidget(m_yearResource[year]);
        row->addStretch();
        const QString key = kYearKeys[year];
        m_fields.insert(key + QStringLiteral("/amount"), amount);
        m_fields.insert(key + QStringLiteral("/resource"), m_yearResource[year]);
        //: Workshop, deck editor: a field's label. %1: the year (round) of the game, 1 or 2.
        m_eventForm->addRow(tr("Year %1").arg(year + 1), m_yearRow[year]);
        connect(amount, &QSpinBox::valueChanged, this, [this, key, year](int value) {
            setMember(key + QStringLiteral("/amount"), value,
                      //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history).
                      //: %1: a card's name, e.g. 'Strike'.
                      year == 0 ? tr("Change the year 1 amount of %1")
                                : /*: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo
                                     history). %1: a card's name, e.g. 'Strike'. */
                          tr("Change the year 2 amount of %1"),
                      true);
        });
        QComboBox *resource = m_yearResource[year];
        connect(resource, &QComboBox::activated, this, [this, key, year, resource] {
            setMember(
                key + QStringLiteral("/resource"), resource->currentData().toString(),
                //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history).
                //: %1: a card's name, e.g. 'Strike'. The resource is metal or wealth.
                year == 0
                    ? tr("Change the year 1 resource of %1")
                    : /*: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history).
                         %1: a card's name, e.g. 'Strike'. The resource is metal or wealth. */
                    tr("Change the year 2 resource of %1"),
                true);
        });
    }
    addSpin(m_eventForm, QStringLiteral("threshold"), tr("Military at least"),
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Military Coup'.
            tr("Change the military threshold of %1"), 0, 99);
    //: Workshop, deck editor: a field's label for a military coup card, before a number: the die
    //: roll at which the coup succeeds (or more).
    addSpin(m_eventForm, QStringLiteral("rollAtLeast"), tr("Succeeds on a roll of"),
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Military Coup'.
            tr("Change the roll needed by %1"), 1, 20);

    m_noCard = new QLabel(tr("Select a card in the list, or add one."));
    m_noCard->setAlignment(Qt::AlignCenter);
    m_noCard->setWordWrap(true);
    formLayout->addWidget(m_noCard);
    formLayout->addWidget(cardBox);
    formLayout->addWidget(m_systemBox);
    formLayout->addWidget(m_eventBox);
    formLayout->addStretch();
    auto *scroll = m_scroll = new QScrollArea;
    scroll->setWidget(m_formPage);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Not a Tab stop of its own (it showed no focus); it scrolls to the field Tab reaches.
    scroll->setFocusPolicy(Qt::NoFocus);
    // Between the list and the form without Tab past the five buttons: Enter (or Return) on a
    // card goes to its name, Escape in the form back to the card in the list.
    connect(m_view, &QAbstractItemView::activated, this, [this] {
        if (m_current >= 0) {
            m_fields.value(QStringLiteral("name"))->setFocus(Qt::ShortcutFocusReason);
            m_scroll->ensureWidgetVisible(m_fields.value(QStringLiteral("name")));
        }
    });
    //: Workshop, deck editor: a key's action (Escape in the card's form): the focus goes back to
    //: the list of cards.
    auto *backToList = new QAction(tr("Back to the card list"), this);
    backToList->setShortcut(QKeySequence(Qt::Key_Escape));
    backToList->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    scroll->addAction(backToList);
    connect(backToList, &QAction::triggered, this,
            [this] { m_view->setFocus(Qt::ShortcutFocusReason); });
    scroll->setMinimumWidth(300);

    m_preview = new CardPreview;
    auto *previewPane = new QWidget;
    auto *previewLayout = new QVBoxLayout(previewPane);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    //: Workshop, deck editor: the heading above the card's picture as it will look in the game (a
    //: noun).
    auto *previewTitle = new QLabel(tr("Preview"));
    previewTitle->setAlignment(Qt::AlignHCenter);
    previewLayout->addWidget(previewTitle);
    previewLayout->addWidget(m_preview, 1);
    previewLayout->addStretch(0);

    auto *splitter = new QSplitter;
    splitter->addWidget(listPane);
    splitter->addWidget(scroll);
    splitter->addWidget(previewPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({430, 400, 260});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(deckRow);
    layout->addWidget(splitter, 1);

    connect(document, &Document::changed, this, &DeckEditor::documentChanged);
    // A moved card stays the current one, also when the move is undone or redone: the form
    // follows it before the change arrives (refreshed for the card now at its old place, maybe
    // of another kind, it would hide the field that has the focus, and the focus would fall out
    // of the editor), and the list selects it where it lands (documentChanged()).
    connect(document, &Document::elementAboutToMove, this,
            [this](const QString &array, int, int to) {
                if (array == kCards)
                    m_current = to;
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { setCurrentCard(m_current); });
    setCurrentCard(m_model->rowCount() > 0 ? 0 : -1);
    documentChanged(QString());
}

QSpinBox *DeckEditor::addSpin(QFormLayout *form, const QString &key, const QString &label,
                              const QString &undoText, int min, int max)
{
    auto *spin = new QSpinBox;
    spin->setRange(min, max);
    spin->setKeyboardTracking(false);
    spin->setMinimumWidth(90);
    spin->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    form->addRow(label, spin);
    m_fields.insert(key, spin);
    connect(spin, &QSpinBox::valueChanged, this,
            [this, key, undoText](int value) { setMember(key, value, undoText, true); });
    return spin;
}

QString DeckEditor::cardPointer(int index) const
{
    return childPointer(kCards, index);
}

QString DeckEditor::cardTitle(int index) const
{
    const QJsonObject card = document()->value(cardPointer(index)).toObject();
    const QString name = card.value(QStringLiteral("name")).toString();
    if (!name.isEmpty())
        return name;
    //: Workshop, deck editor: a card without a name, in undo steps and messages. %1: its number,
    //: e.g. 'card 12'.
    return tr("card %1").arg(card.value(QStringLiteral("number")).toInt());
}

void DeckEditor::setMember(const QString &key, const QJsonValue &value, const QString &undoText,
                           bool merge)
{
    if (m_loading || m_current < 0)
        return;
    document()->setValue(cardPointer(m_current) + QLatin1Char('/') + key, value,
                         undoText.arg(cardTitle(m_current)), merge ? key : QString());
}

void DeckEditor::reshape(int index, const QJsonObject &shaped, const QString &text,
                         const QString &field)
{
    // The card as a whole, so that the kind or event and the members they need change in one
    // step, and the next change of the same field joins it (arrowing through the chooser).
    document()->setValue(cardPointer(index), shaped, text, field);
}

void DeckEditor::changeKind(int index, const QString &kind)
{
    const QJsonObject card = document()->value(cardPointer(index)).toObject();
    if (card.value(QStringLiteral("kind")).toString() == kind)
        return;
    reshape(index, shapedCard(card, kind, card.value(QStringLiteral("event")).toString()),
            makeKindText(kind).arg(cardTitle(index)), QStringLiteral("kind"));
}

void DeckEditor::changeEvent(int index, const QString &event)
{
    const QJsonObject card = document()->value(cardPointer(index)).toObject();
    if (card.value(QStringLiteral("event")).toString() == event)
        return;
    reshape(index, shapedCard(card, card.value(QStringLiteral("kind")).toString(), event),
            //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
            //: name, e.g. 'Strike'; %2: a kind of event, e.g. 'Revolt'.
            tr("Change the event of %1 to %2").arg(cardTitle(index), eventName(event)),
            QStringLiteral("event"));
}

int DeckEditor::nextFreeNumber() const
{
    int highest = 0;
    for (const QJsonValue &card : document()->value(kCards).toArray())
        highest = std::max(highest, card.toObject().value(QStringLiteral("number")).toInt());
    return highest + 1;
}

QString DeckEditor::uniqueId(const QString &base) const
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

int DeckEditor::addCard()
{
    const int number = nextFreeNumber();
    QString kind = m_filter->currentData().toString();
    if (kind.isEmpty())
        kind = QStringLiteral("near");
    QJsonObject card;
    card.insert(QStringLiteral("number"), number);
    card.insert(QStringLiteral("id"), uniqueId(QStringLiteral("card-%1").arg(number)));
    //: Workshop, deck editor: the name given to a new card. %1: its number, e.g. 'New card 55'.
    card.insert(QStringLiteral("name"), tr("New card %1").arg(number));
    card.insert(QStringLiteral("original"), false);
    card = shapedCard(card, kind, QString());
    const int index = m_current >= 0 ? m_current + 1 : m_model->rowCount();
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: the new card's
    //: number, e.g. 55.
    if (!document()->insertElement(kCards, index, card, tr("Add card %1").arg(number)))
        return -1;
    setCurrentCard(index);
    return index;
}

int DeckEditor::duplicateCard()
{
    if (m_current < 0)
        return -1;
    QJsonObject card = document()->value(cardPointer(m_current)).toObject();
    const int number = nextFreeNumber();
    const QString title = cardTitle(m_current);
    card.insert(QStringLiteral("number"), number);
    card.insert(QStringLiteral("id"),
                uniqueId(card.value(QStringLiteral("id")).toString() + QStringLiteral("-copy")));
    const int index = m_current + 1;
    if (!document()->insertElement(kCards, index, card,
                                   //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo
                                   //: history). %1: a card's name, e.g. 'Sirius'; %2: the copy's
                                   //: number, e.g. 55.
                                   tr("Duplicate %1 as card %2").arg(title).arg(number)))
        return -1;
    setCurrentCard(index);
    return index;
}

bool DeckEditor::removeCard()
{
    if (m_current < 0 || m_model->rowCount() <= 1)
        return false;
    const int index = m_current;
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's name,
    //: e.g. 'Sirius'.
    if (!document()->removeElement(kCards, index, tr("Remove %1").arg(cardTitle(index))))
        return false;
    setCurrentCard(std::min(index, m_model->rowCount() - 1));
    return true;
}

int DeckEditor::shownNeighbour(int index, int delta) const
{
    const QModelIndex shown = m_proxy->mapFromSource(m_model->index(index, 0));
    if (!shown.isValid())
        return -1;
    const QModelIndex next = m_proxy->index(shown.row() + delta, 0);
    return next.isValid() ? m_proxy->mapToSource(next).row() : -1;
}

int DeckEditor::moveCard(int delta)
{
    if (m_current < 0)
        return -1;
    const int from = m_current;
    const int to = shownNeighbour(from, delta);
    if (to < 0)
        return -1;
    const QString title = cardTitle(from);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
    //: name, e.g. 'Sirius'.
    const QString up = tr("Move %1 up").arg(title);
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'; undo history). %1: a card's
    //: name, e.g. 'Sirius'.
    const QString down = tr("Move %1 down").arg(title);
    // The card is current where it lands (elementAboutToMove).
    return document()->moveElement(kCards, from, to, delta < 0 ? up : down) ? to : -1;
}

void DeckEditor::setCurrentCard(int index)
{
    if (index >= m_model->rowCount())
        index = m_model->rowCount() - 1;
    m_current = index;
    QModelIndex proxyIndex;
    if (index >= 0) {
        proxyIndex = m_proxy->mapFromSource(m_model->index(index, CardListModel::NameColumn));
        if (!proxyIndex.isValid() && !m_filter->currentData().toString().isEmpty()) {
            // Show every card so that the selected one is in the list.
            m_filter->setCurrentIndex(0); // calls back here
            return;
        }
    }
    m_loading = true;
    if (proxyIndex.isValid()) {
        m_view->selectionModel()->setCurrentIndex(proxyIndex, QItemSelectionModel::ClearAndSelect |
                                                                  QItemSelectionModel::Rows);
        m_view->scrollTo(proxyIndex);
    } else {
        m_view->selectionModel()->clearSelection();
    }
    m_loading = false;
    refreshForm();
}

void DeckEditor::updateButtons()
{
    m_duplicate->setEnabled(m_current >= 0);
    m_remove->setEnabled(m_current >= 0 && m_model->rowCount() > 1);
    m_up->setEnabled(m_current >= 0 && shownNeighbour(m_current, -1) >= 0);
    m_down->setEnabled(m_current >= 0 && shownNeighbour(m_current, +1) >= 0);
    m_duplicateAction->setEnabled(m_duplicate->isEnabled());
    m_removeAction->setEnabled(m_remove->isEnabled());
    m_upAction->setEnabled(m_up->isEnabled());
    m_downAction->setEnabled(m_down->isEnabled());
}

void DeckEditor::refreshForm()
{
    updateButtons();
    const bool has = m_current >= 0;
    m_noCard->setVisible(!has);
    for (QGroupBox *box : m_formPage->findChildren<QGroupBox *>())
        box->setEnabled(has);
    if (!has) {
        m_preview->setCard({});
        return;
    }
    const QJsonObject card = document()->value(cardPointer(m_current)).toObject();
    const QString kind = card.value(QStringLiteral("kind")).toString();
    const QString event = card.value(QStringLiteral("event")).toString();
    m_loading = true;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const QStringList path = it.key().split(QLatin1Char('/'));
        QJsonValue value = card.value(path.first());
        if (path.size() > 1)
            value = value.toObject().value(path.at(1));
        if (auto *spin = qobject_cast<QSpinBox *>(it.value()))
            spin->setValue(value.toInt());
        else if (auto *edit = qobject_cast<QLineEdit *>(it.value()))
            edit->setText(value.toString());
    }
    m_original->setChecked(card.value(QStringLiteral("original")).toBool());
    m_kind->setCurrentIndex(m_kind->findData(kind));
    m_event->clear();
    for (const QString &e : eventsForKind(kind))
        m_event->addItem(eventName(e), e);
    if (m_event->findData(event) < 0 && !event.isEmpty())
        m_event->addItem(eventName(event), event); // not valid for the kind: shown as it is
    m_event->setCurrentIndex(m_event->findData(event));
    for (int year = 0; year < 2; ++year) {
        m_yearResource[year]->setCurrentIndex(m_yearResource[year]->findData(
            card.value(kYearKeys[year]).toObject().value(QStringLiteral("resource")).toString()));
        m_yearResource[year]->setVisible(usesResource(event));
        m_eventForm->setRowVisible(m_yearRow[year], usesYears(event));
        if (auto *label = qobject_cast<QLabel *>(m_eventForm->labelForField(m_yearRow[year])))
            label->setText(amountLabel(event, year + 1));
    }
    QWidget *threshold = m_fields.value(QStringLiteral("threshold"));
    m_eventForm->setRowVisible(threshold, usesThreshold(event));
    if (auto *label = qobject_cast<QLabel *>(m_eventForm->labelForField(threshold)))
        label->setText(thresholdLabel(event));
    m_eventForm->setRowVisible(m_fields.value(QStringLiteral("rollAtLeast")), usesRoll(event));
    m_systemBox->setVisible(isSystem(kind));
    m_eventBox->setVisible(!isSystem(kind));
    m_loading = false;
    m_preview->setCard(card);
}

void DeckEditor::documentChanged(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.isEmpty() || tokens.first() != QLatin1String("cards")) {
        m_loading = true;
        m_deckId->setText(document()->value(QStringLiteral("/id")).toString());
        m_deckName->setText(document()->value(QStringLiteral("/name")).toString());
        m_loading = false;
    }
    if (tokens.size() >= 2 && tokens.at(1).toInt() != m_current)
        return;
    if (tokens == QStringList{QStringLiteral("cards")} || m_current >= m_model->rowCount())
        setCurrentCard(m_current); // the list's selection follows (a card moved, added, removed)
    else
        refreshForm();
}

void DeckEditor::selectPointer(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    if (tokens.isEmpty() || tokens.first() != QLatin1String("cards")) {
        if (tokens.value(0) == QLatin1String("id"))
            m_deckId->setFocus();
        else if (tokens.value(0) == QLatin1String("name"))
            m_deckName->setFocus();
        return;
    }
    if (tokens.size() < 2) {
        m_view->setFocus();
        return;
    }
    bool ok = false;
    const int index = tokens.at(1).toInt(&ok);
    if (!ok || index < 0 || index >= m_model->rowCount())
        return;
    setCurrentCard(index);
    QWidget *target = nullptr;
    if (tokens.size() >= 3) {
        target = m_fields.value(tokens.mid(2, 2).join(QLatin1Char('/')));
        if (!target)
            target = m_fields.value(tokens.at(2) + QStringLiteral("/amount"));
        if (!target)
            target = m_fields.value(tokens.at(2));
    }
    if (target && target->isVisibleTo(this)) {
        m_scroll->ensureWidgetVisible(target);
        target->setFocus(Qt::OtherFocusReason);
    } else
        m_view->setFocus(Qt::OtherFocusReason);
}
} // namespace starboard::editor
